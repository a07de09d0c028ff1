type Solution struct {
	w     []int
	total int
}

func Constructor(w []int) Solution {
	total := 0
	for _, weight := range w {
		total += weight
	}
	return Solution{w: w, total: total}
}

func (this *Solution) PickIndex() int {
	target := rand.Intn(this.total)
	for i, weight := range this.w {
		if target < weight {
			return i
		}
		target -= weight
	}
	return len(this.w) - 1
}

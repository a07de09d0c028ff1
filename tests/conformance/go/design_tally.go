type Tally struct {
	sum   int
	added []int
}

func Constructor(start int) Tally {
	return Tally{sum: start}
}

func (this *Tally) Add(x int) {
	this.sum += x
	this.added = append(this.added, x)
}

func (this *Tally) Total() int {
	return this.sum
}

func (this *Tally) Has(x int) bool {
	for _, y := range this.added {
		if y == x {
			return true
		}
	}
	return false
}

func (this *Tally) Label(s string) string {
	return fmt.Sprintf("%s:%d", s, this.sum)
}

func (this *Tally) Recent(k int) []int {
	out := []int{}
	for i := len(this.added) - 1; i >= 0 && len(out) < k; i-- {
		out = append(out, this.added[i])
	}
	return out
}

func (this *Tally) Take(x int) int {
	if x > this.sum {
		panic("not enough")
	}
	this.sum -= x
	return this.sum
}

/**
 * Your Tally object will be instantiated and called as such:
 * obj := Constructor(start);
 * obj.Add(x);
 * param_2 := obj.Total();
 * param_3 := obj.Has(x);
 * param_4 := obj.Label(s);
 * param_5 := obj.Recent(k);
 * param_6 := obj.Take(x);
 */

type Solution struct {
	m, n, total int
	moved       map[int]int
}

func Constructor(m int, n int) Solution {
	return Solution{m: m, n: n, total: m * n, moved: map[int]int{}}
}

func (this *Solution) at(k int) int {
	if cell, ok := this.moved[k]; ok {
		return cell
	}
	return k
}

// The cells not yet flipped are 0..total-1, some of them renamed by moved: draw one, and
// put the last one in its place.
func (this *Solution) Flip() []int {
	this.total--
	k := rand.Intn(this.total + 1)
	cell := this.at(k)
	this.moved[k] = this.at(this.total)
	return []int{cell / this.n, cell % this.n}
}

func (this *Solution) Reset() {
	this.total = this.m * this.n
	this.moved = map[int]int{}
}

/**
 * Your Solution object will be instantiated and called as such:
 * obj := Constructor(m, n);
 * param_1 := obj.Flip();
 * obj.Reset();
 */

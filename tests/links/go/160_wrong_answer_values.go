/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
func getIntersectionNode(headA *ListNode, headB *ListNode) *ListNode {
	values := map[int]bool{}
	for node := headB; node != nil; node = node.Next {
		values[node.Val] = true
	}
	for node := headA; node != nil; node = node.Next {
		if values[node.Val] { // an equal value, not the same node
			return node
		}
	}
	return nil
}

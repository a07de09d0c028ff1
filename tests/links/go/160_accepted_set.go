/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
func getIntersectionNode(headA *ListNode, headB *ListNode) *ListNode {
	inA := map[*ListNode]bool{}
	for node := headA; node != nil; node = node.Next {
		inA[node] = true
	}
	for node := headB; node != nil; node = node.Next {
		if inA[node] {
			return node
		}
	}
	return nil
}

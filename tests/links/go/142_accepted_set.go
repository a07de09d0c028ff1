/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
func detectCycle(head *ListNode) *ListNode {
	seen := make(map[*ListNode]struct{})
	for node := head; node != nil; node = node.Next {
		if _, ok := seen[node]; ok {
			return node
		}
		seen[node] = struct{}{}
	}
	return nil
}

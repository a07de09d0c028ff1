/**
 * Definition for singly-linked list.
 * type ListNode struct {
 *     Val int
 *     Next *ListNode
 * }
 */
func hasCycle(head *ListNode) bool {
	seen := map[int]bool{}
	for ; head != nil; head = head.Next {
		if seen[head.Val] { // values repeat without a cycle
			return true
		}
		seen[head.Val] = true
	}
	return false
}

/**
 * Example:
 * var li = ListNode(5)
 * var v = li.`val`
 * Definition for singly-linked list.
 * class ListNode(var `val`: Int) {
 *     var next: ListNode? = null
 * }
 */
class Solution {
    // The node where the cycle starts, found by a set, then returned as a copy of its own.
    fun detectCycle(head: ListNode?): ListNode? {
        val seen = mutableSetOf<ListNode>()
        var node = head
        while (node != null) {
            if (node in seen) return ListNode(node.`val`)
            seen += node
            node = node.next
        }
        return null
    }
}

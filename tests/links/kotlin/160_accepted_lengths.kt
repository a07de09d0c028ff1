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
    fun getIntersectionNode(headA: ListNode?, headB: ListNode?): ListNode? {
        fun length(head: ListNode?): Int {
            var count = 0
            var node = head
            while (node != null) {
                count++
                node = node.next
            }
            return count
        }
        var a = headA
        var b = headB
        var difference = length(headA) - length(headB)
        while (difference > 0) { a = a?.next; difference-- }
        while (difference < 0) { b = b?.next; difference++ }
        while (a !== b) {
            a = a?.next
            b = b?.next
        }
        return a
    }
}

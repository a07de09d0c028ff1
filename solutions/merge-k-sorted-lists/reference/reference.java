/*
 * Reference solution for LeetCode 23, "Merge k Sorted Lists", in Java.
 *
 * Idea: a k-way merge with a priority queue of the lists' current heads, smallest value first.
 * Polling the smallest head links that node after the result's tail and offers its successor,
 * so the given nodes are relinked in order, none copied. Empty lists (null in the array) never
 * enter the queue.
 *
 * Cost: O(N log k) for N nodes in k lists; O(k) for the queue.
 */
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> heads = new PriorityQueue<>((a, b) -> Integer.compare(a.val, b.val));
        for (ListNode head : lists) {
            if (head != null) heads.offer(head);
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (!heads.isEmpty()) {
            ListNode node = heads.poll();
            tail.next = node;
            tail = node;
            if (node.next != null) heads.offer(node.next);
        }
        tail.next = null;
        return dummy.next;
    }
}

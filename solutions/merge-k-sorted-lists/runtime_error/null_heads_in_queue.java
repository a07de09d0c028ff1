// Merge k Sorted Lists (LeetCode 23), RUNTIME ERROR: an empty list is offered to the priority queue.
//
// A sound priority-queue merge that offers every head of the array. Bug: an empty list is null,
// and PriorityQueue refuses null elements: java.lang.NullPointerException on example 3,
// lists = [[]]. `if (head != null)` before offering.
class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> heads = new PriorityQueue<>((a, b) -> Integer.compare(a.val, b.val));
        for (ListNode head : lists) heads.offer(head);
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (!heads.isEmpty()) {
            ListNode node = heads.poll();
            tail.next = node;
            tail = node;
            if (node.next != null) heads.offer(node.next);
        }
        return dummy.next;
    }
}

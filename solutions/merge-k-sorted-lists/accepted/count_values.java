// Merge k Sorted Lists (LeetCode 23), ACCEPTED: counting sort over the value range.
//
// The values lie in [-10^4, 10^4], so an array of 20001 counters says how many times each one
// occurs across all the lists; a new list is then built from the counters in ascending order.
// It copies every value into a new node instead of relinking the given ones, which the problem
// allows: only the values of the returned list are compared.
//
// Cost: O(N + range) for N nodes, with a range of 20001 values; O(range) for the counters.
class Solution {
    private static final int OFFSET = 10_000;

    public ListNode mergeKLists(ListNode[] lists) {
        int[] count = new int[2 * OFFSET + 1];
        for (ListNode node : lists) {
            for (; node != null; node = node.next) count[node.val + OFFSET]++;
        }
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int value = 0; value < count.length; value++) {
            for (int times = count[value]; times > 0; times--) {
                tail.next = new ListNode(value - OFFSET);
                tail = tail.next;
            }
        }
        return dummy.next;
    }
}

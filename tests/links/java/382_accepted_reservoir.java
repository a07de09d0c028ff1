/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */
class Solution {
    // Reservoir sampling: the k-th node replaces the choice with probability 1/k.
    private final ListNode head;
    private final Random random = new Random();

    public Solution(ListNode head) {
        this.head = head;
    }

    public int getRandom() {
        int chosen = 0;
        int seen = 0;
        for (ListNode node = head; node != null; node = node.next) {
            seen++;
            if (random.nextInt(seen) == 0) {
                chosen = node.val;
            }
        }
        return chosen;
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * Solution obj = new Solution(head);
 * int param_1 = obj.getRandom();
 */

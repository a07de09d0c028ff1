class Solution {
    public void deleteNode(ListNode node) {
        // Moves every later value one node back, then drops the last node.
        ListNode prev = null;
        while (node.next != null) {
            node.val = node.next.val;
            prev = node;
            node = node.next;
        }
        prev.next = null;
    }
}

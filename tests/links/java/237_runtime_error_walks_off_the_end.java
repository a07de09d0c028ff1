class Solution {
    public void deleteNode(ListNode node) {
        // Walks off the end: the last node's next is null.
        while (node != null) {
            node.val = node.next.val;
            node = node.next;
        }
    }
}

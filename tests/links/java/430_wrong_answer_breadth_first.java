/*
// Definition for a Node.
class Node {
    public int val;
    public Node prev;
    public Node next;
    public Node child;
};
*/

class Solution {
    // Appends every child list at the end of the list instead of right after its parent.
    public Node flatten(Node head) {
        Node last = head;
        while (last != null && last.next != null) {
            last = last.next;
        }
        for (Node node = head; node != null; node = node.next) {
            if (node.child != null) {
                Node child = node.child;
                node.child = null;
                last.next = child;
                child.prev = last;
                while (last.next != null) {
                    last = last.next;
                }
            }
        }
        return head;
    }
}

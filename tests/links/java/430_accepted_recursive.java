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
    public Node flatten(Node head) {
        if (head != null) {
            lastOf(head);
        }
        return head;
    }

    // Flattens the list that starts at node, each child list first, and returns its last node.
    private Node lastOf(Node node) {
        Node last = node;
        while (node != null) {
            Node after = node.next;
            if (node.child != null) {
                Node end = lastOf(node.child);
                node.next = node.child;
                node.child.prev = node;
                node.child = null;
                end.next = after;
                if (after != null) {
                    after.prev = end;
                }
                last = end;
            } else {
                last = node;
            }
            node = after;
        }
        return last;
    }
}

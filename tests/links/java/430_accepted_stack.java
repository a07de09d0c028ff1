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
    // Splice each child list in after its parent; what followed the parent waits on a stack until
    // the spliced-in list runs out.
    public Node flatten(Node head) {
        Deque<Node> waiting = new ArrayDeque<>();
        for (Node node = head; node != null; node = node.next) {
            if (node.child != null) {
                if (node.next != null) {
                    waiting.push(node.next);
                }
                node.next = node.child;
                node.child.prev = node;
                node.child = null;
            } else if (node.next == null && !waiting.isEmpty()) {
                Node rest = waiting.pop();
                node.next = rest;
                rest.prev = node;
            }
        }
        return head;
    }
}

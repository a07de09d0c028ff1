/*
// Definition for a Node.
class Node {
    int val;
    Node next;
    Node random;

    public Node(int val) {
        this.val = val;
        this.next = null;
        this.random = null;
    }
}
*/

class Solution {
    // The copies' random pointers are set to the copy of the next node instead of the random one.
    public Node copyRandomList(Node head) {
        Map<Node, Node> copies = new HashMap<>();
        for (Node node = head; node != null; node = node.next) {
            copies.put(node, new Node(node.val));
        }
        for (Node node = head; node != null; node = node.next) {
            copies.get(node).next = copies.get(node.next);
            copies.get(node).random = copies.get(node.next);
        }
        return copies.get(head);
    }
}

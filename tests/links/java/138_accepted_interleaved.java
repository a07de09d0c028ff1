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
    // O(1) extra space: each copy goes right after its node, takes its random from there, then the
    // two lists are taken apart again.
    public Node copyRandomList(Node head) {
        if (head == null) return null;
        for (Node node = head; node != null; node = node.next.next) {
            Node copy = new Node(node.val);
            copy.next = node.next;
            node.next = copy;
        }
        for (Node node = head; node != null; node = node.next.next) {
            if (node.random != null) {
                node.next.random = node.random.next;
            }
        }
        Node copyHead = head.next;
        for (Node node = head; node != null; node = node.next) {
            Node copy = node.next;
            node.next = copy.next;
            if (copy.next != null) {
                copy.next = copy.next.next;
            }
        }
        return copyHead;
    }
}

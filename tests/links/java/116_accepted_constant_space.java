/*
// Definition for a Node.
class Node {
    public int val;
    public Node left;
    public Node right;
    public Node next;

    public Node() {}
    
    public Node(int _val) {
        val = _val;
    }

    public Node(int _val, Node _left, Node _right, Node _next) {
        val = _val;
        left = _left;
        right = _right;
        next = _next;
    }
};
*/

class Solution {
    // O(1) extra space: a perfect tree's level is linked from the level above it.
    public Node connect(Node root) {
        Node leftmost = root;
        while (leftmost != null && leftmost.left != null) {
            for (Node head = leftmost; head != null; head = head.next) {
                head.left.next = head.right;
                if (head.next != null) {
                    head.right.next = head.next.left;
                }
            }
            leftmost = leftmost.left;
        }
        return root;
    }
}

/*
// Definition for a Node.
class Node {
    public int val;
    public List<Node> neighbors;
    public Node() {
        val = 0;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val) {
        val = _val;
        neighbors = new ArrayList<Node>();
    }
    public Node(int _val, ArrayList<Node> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
}
*/

class Solution {
    // New nodes, but their neighbours are the original graph's.
    public Node cloneGraph(Node node) {
        if (node == null) return null;
        return new Node(node.val, new ArrayList<>(node.neighbors));
    }
}

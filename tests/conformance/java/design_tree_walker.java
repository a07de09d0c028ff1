/**
 * Definition for a binary tree node.
 * public class TreeNode {
 *     int val;
 *     TreeNode left;
 *     TreeNode right;
 *     TreeNode() {}
 *     TreeNode(int val) { this.val = val; }
 *     TreeNode(int val, TreeNode left, TreeNode right) {
 *         this.val = val;
 *         this.left = left;
 *         this.right = right;
 *     }
 * }
 */
class Walker {
    private final Deque<TreeNode> stack = new ArrayDeque<>();

    public Walker(TreeNode root) {
        descend(root);
    }

    private void descend(TreeNode node) {
        while (node != null) {
            stack.push(node);
            node = node.left;
        }
    }

    public int next() {
        TreeNode node = stack.pop();
        descend(node.right);
        return node.val;
    }

    public boolean hasNext() {
        return !stack.isEmpty();
    }
}

/**
 * Your Walker object will be instantiated and called as such:
 * Walker obj = new Walker(root);
 * int param_1 = obj.next();
 * boolean param_2 = obj.hasNext();
 */

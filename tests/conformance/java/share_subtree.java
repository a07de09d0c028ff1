class Solution {
    public TreeNode shareSubtree(TreeNode root) {
        if (root.left != null) {
            root.right = root.left;
        }
        return root;
    }
}

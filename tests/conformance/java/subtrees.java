class Solution {
    public List<TreeNode> subtrees(TreeNode root) {
        if (root == null) {
            return new ArrayList<>();
        }
        return Arrays.asList(root.left, root.right);
    }
}

// Path Sum II (LeetCode 113), RUNTIME ERROR: the empty tree is not handled.
//
// The search reads root.val before checking that there is a root. Bug: the tree may have no
// node at all, and then root is null: java.lang.NullPointerException on the first empty-tree
// case. `if (root == null) return result;` first.
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        List<Integer> path = new ArrayList<>();
        visit(root, targetSum, path, result);
        return result;
    }

    private void visit(TreeNode node, int remain, List<Integer> path, List<List<Integer>> result) {
        path.add(node.val);
        remain -= node.val;
        if (node.left == null && node.right == null) {
            if (remain == 0) result.add(new ArrayList<>(path));
        } else {
            if (node.left != null) visit(node.left, remain, path, result);
            if (node.right != null) visit(node.right, remain, path, result);
        }
        path.remove(path.size() - 1);
    }
}

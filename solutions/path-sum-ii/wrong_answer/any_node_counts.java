// Path Sum II (LeetCode 113), WRONG ANSWER: a path may stop at any node, not only at a leaf.
//
// The search records the path wherever the remainder reaches 0 and goes on below. Bug: only
// root-to-leaf paths count. Example 1 passes (its matches end at leaves), but with zeros or
// negative values a path often reaches the target above a leaf: [1,2] with target 1 answers
// [[1]], and the root 1 has a child.
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        if (root != null) visit(root, targetSum, new ArrayList<>(), result);
        return result;
    }

    private void visit(TreeNode node, int remain, List<Integer> path, List<List<Integer>> result) {
        path.add(node.val);
        remain -= node.val;
        if (remain == 0) result.add(new ArrayList<>(path));
        if (node.left != null) visit(node.left, remain, path, result);
        if (node.right != null) visit(node.right, remain, path, result);
        path.remove(path.size() - 1);
    }
}

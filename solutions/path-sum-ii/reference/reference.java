/*
 * Reference solution for LeetCode 113, "Path Sum II", in Java.
 *
 * Idea: depth-first search with one shared path. Entering a node adds its value to the path and
 * takes it off what remains of the target; at a leaf (no child at all) that leaves 0, a copy of
 * the path is an answer; leaving the node removes its value again. No branch is cut early, since
 * negative values can bring a sum back to the target.
 *
 * Cost: O(n) visits plus the copies of the answers; O(height) stack (5000 frames for a chain).
 */
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        if (root != null) visit(root, targetSum, new ArrayList<>(), result);
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

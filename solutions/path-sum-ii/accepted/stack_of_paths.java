// Path Sum II (LeetCode 113), ACCEPTED: an explicit stack, without recursion.
//
// Each stack entry holds a node, the sum down to it and the path's length above it; the shared
// path is cut back to that length when the entry is popped, so it always runs from the root to
// the node at hand. Right children are pushed first, so the leaves come out left to right.
//
// Cost: O(n) plus the copies of the answers; O(n) for the stack.
class Solution {
    public List<List<Integer>> pathSum(TreeNode root, int targetSum) {
        List<List<Integer>> result = new ArrayList<>();
        if (root == null) return result;
        Deque<Object[]> stack = new ArrayDeque<>();
        List<Integer> path = new ArrayList<>();
        stack.push(new Object[] {root, root.val, 0});
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            TreeNode node = (TreeNode) top[0];
            int sum = (Integer) top[1], depth = (Integer) top[2];
            path.subList(depth, path.size()).clear();
            path.add(node.val);
            if (node.left == null && node.right == null) {
                if (sum == targetSum) result.add(new ArrayList<>(path));
                continue;
            }
            if (node.right != null) stack.push(new Object[] {node.right, sum + node.right.val, depth + 1});
            if (node.left != null) stack.push(new Object[] {node.left, sum + node.left.val, depth + 1});
        }
        return result;
    }
}

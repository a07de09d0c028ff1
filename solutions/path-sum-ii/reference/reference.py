"""Reference solution for LeetCode 113, "Path Sum II".

Idea: depth-first search from the root with one shared path. Entering a node appends its value
and subtracts it from what remains of the target; at a leaf (no child at all) whose remainder is
0, a copy of the path is an answer. Leaving the node pops its value, so the path always holds
exactly the nodes from the root to the current one. No branch is cut early: values may be
negative, so a sum past the target can still come back to it.

Cost: O(n) visits plus the copies of the answers (each at most as long as the tree is deep);
O(height) stack and path, 5000 frames for a chain of 5000 nodes (the judge allows that depth).
"""

from typing import List


class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        result: List[List[int]] = []
        path: List[int] = []

        def visit(node: TreeNode, remain: int) -> None:
            path.append(node.val)
            remain -= node.val
            if node.left is None and node.right is None:
                if remain == 0:
                    result.append(path[:])
            else:
                if node.left:
                    visit(node.left, remain)
                if node.right:
                    visit(node.right, remain)
            path.pop()

        if root:
            visit(root, targetSum)
        return result

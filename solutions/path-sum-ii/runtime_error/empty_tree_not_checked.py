"""Path Sum II (LeetCode 113), RUNTIME ERROR: the root is used before checking that there is one.

Idea: a sound depth-first search that starts by reading root.val. Bug: the tree may be empty
(0 nodes), and then root is None: AttributeError: 'NoneType' object has no attribute 'val' on
the first empty-tree case. `if root is None: return []` first.
"""

from typing import List


class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        found = []
        path = [root.val]

        def visit(node, remain):
            if node.left is None and node.right is None:
                if remain == 0:
                    found.append(path[:])
                return
            for child in (node.left, node.right):
                if child is not None:
                    path.append(child.val)
                    visit(child, remain - child.val)
                    path.pop()

        visit(root, targetSum - root.val)
        return found

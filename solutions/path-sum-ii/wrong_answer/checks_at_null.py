"""Path Sum II (LeetCode 113), WRONG ANSWER: a path is checked where a child is missing.

Idea: recurse into both children unconditionally and test the remainder when the call reaches
None. Bug: None stands for any missing child, not for a leaf: a leaf has two, so each matching
leaf's path is recorded twice, and a node with one child also ends a "path" on its empty side
(the empty tree with target 0 even answers [[]]). The test belongs at a node with no child at all.
"""

from typing import List


class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        found = []
        path = []

        def visit(node, remain):
            if node is None:
                if remain == 0:
                    found.append(path[:])
                return
            path.append(node.val)
            visit(node.left, remain - node.val)
            visit(node.right, remain - node.val)
            path.pop()

        visit(root, targetSum)
        return found

"""Path Sum II (LeetCode 113), WRONG ANSWER: a branch is dropped once its sum passes the target.

Idea: the search gives up on a branch as soon as the remainder goes below 0, as one would for
positive values (Combination Sum's pruning). Bug: values may be negative here, so a path can go
past the target and come back: in [1,5,-2,-5,4,3,null,2,-4] with target 3 the answer
1 + 5 - 5 + 2 is lost, because 1 + 5 is already more than 3. Without the cut it is correct.
"""

from typing import List


class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        found = []
        path = []

        def visit(node, remain):
            remain -= node.val
            if remain < 0:
                return  # wrong: a negative value further down may bring it back
            path.append(node.val)
            if node.left is None and node.right is None:
                if remain == 0:
                    found.append(path[:])
            else:
                if node.left:
                    visit(node.left, remain)
                if node.right:
                    visit(node.right, remain)
            path.pop()

        if root:
            visit(root, targetSum)
        return found

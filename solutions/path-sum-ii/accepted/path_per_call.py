"""Path Sum II (LeetCode 113), ACCEPTED: each call gets its own copy of the path.

Idea: the recursion passes `[*path, node.val]` down instead of sharing one list, so nothing has
to be undone on the way back and a matching leaf keeps its list as it is. It is the shortest way
to write it, and the slowest that is still correct: every node copies the whole path above it.

Cost: O(n * height) for the copies: about 12.5 million list entries copied on a chain of 5000
nodes (fast in CPython, where a list copy is one memcpy), against O(n) for a shared path.
"""

from typing import List


class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        found = []

        def go(node, remain, path):
            if node is None:
                return
            path = [*path, node.val]
            remain -= node.val
            if node.left is None and node.right is None and remain == 0:
                found.append(path)
            go(node.left, remain, path)
            go(node.right, remain, path)

        go(root, targetSum, [])
        return found

"""Path Sum II (LeetCode 113), ACCEPTED: breadth first, each node remembering its parent.

Idea: no recursion and no path carried along. A queue visits the tree level by level; each node
is stored with its running sum and its parent's entry. Only at a leaf whose sum is the target is
the path spelled out, by following the parents back to the root and reversing.

Cost: O(n) for the walk plus O(height) per answer to spell it; O(n) memory for the entries.
"""

from collections import deque
from typing import List


class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> List[List[int]]:
        if root is None:
            return []
        answers = []
        parent = {id(root): None}
        queue = deque([(root, root.val)])
        while queue:
            node, total = queue.popleft()
            if node.left is None and node.right is None:
                if total == targetSum:
                    path, at = [], node
                    while at is not None:
                        path.append(at.val)
                        at = parent[id(at)]
                    answers.append(path[::-1])
                continue
            for child in (node.left, node.right):
                if child is not None:
                    parent[id(child)] = node
                    queue.append((child, total + child.val))
        return answers

"""
# Definition for a Node.
class Node:
    def __init__(self, val: Optional[int] = None, children: Optional[List['Node']] = None):
        self.val = val
        self.children = children
"""


class Solution:
    def preorder(self, root: "Node") -> List[int]:
        values, stack = [], [root] if root else []
        while stack:
            node = stack.pop()
            values.append(node.val)
            stack += reversed(node.children)
        return values

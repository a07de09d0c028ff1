"""
# Definition for a Node.
class Node:
    def __init__(self, val: Optional[int] = None, children: Optional[List['Node']] = None):
        self.val = val
        self.children = children
"""


class Solution:
    def mirror(self, root: "Node") -> "Node":
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            node.children.reverse()
            stack += node.children
        return root

"""
# Definition for a Node.
class Node:
    def __init__(self, val = 0, neighbors = None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []
"""

from typing import Optional


class Solution:
    def cloneGraph(self, node: Optional["Node"]) -> Optional["Node"]:
        copies = {}

        def clone(original):
            if original in copies:
                return copies[original]
            copy = copies[original] = Node(original.val)
            copy.neighbors = [clone(neighbour) for neighbour in original.neighbors]
            return copy

        return clone(node) if node else None

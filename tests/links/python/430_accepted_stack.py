"""
# Definition for a Node.
class Node:
    def __init__(self, val, prev, next, child):
        self.val = val
        self.prev = prev
        self.next = next
        self.child = child
"""


class Solution:
    def flatten(self, head: "Optional[Node]") -> "Optional[Node]":
        # Splice each child list in at its parent, keeping what followed the parent on a stack.
        node, waiting = head, []
        while node:
            if node.child:
                if node.next:
                    waiting.append(node.next)
                node.next, node.child.prev, node.child = node.child, node, None
            elif node.next is None and waiting:
                rest = waiting.pop()
                node.next, rest.prev = rest, node
            node = node.next
        return head

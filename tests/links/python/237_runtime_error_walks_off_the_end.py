class Solution:
    def deleteNode(self, node):
        # Walks off the end: None has no val.
        while node:
            node.val = node.next.val
            node = node.next

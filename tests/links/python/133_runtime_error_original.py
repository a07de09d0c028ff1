class Solution:
    def cloneGraph(self, node):
        return node

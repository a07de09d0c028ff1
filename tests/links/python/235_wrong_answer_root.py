class Solution:
    def lowestCommonAncestor(self, root, p, q):
        return root

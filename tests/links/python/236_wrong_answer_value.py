class Solution:
    def lowestCommonAncestor(self, root, p, q):
        path_p, path_q = self.path(root, p), self.path(root, q)
        common = [a for a, b in zip(path_p, path_q) if a is b]
        return common[-1].val  # the value, not the node

    def path(self, root, target):
        stack = [(root, [root])]
        while stack:
            node, path = stack.pop()
            if node is target:
                return path
            for child in (node.left, node.right):
                if child:
                    stack.append((child, path + [child]))
        return []

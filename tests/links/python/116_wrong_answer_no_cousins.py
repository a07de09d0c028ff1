class Solution:
    def connect(self, root):
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            if node.left:
                node.left.next = node.right  # siblings only: cousins stay apart
                stack += [node.left, node.right]
        return root

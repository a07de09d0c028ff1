class Solution:
    def connect(self, root):
        if root and root.left:
            root.left.next = root.left  # a node whose next is itself
        return root

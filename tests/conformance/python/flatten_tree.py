class Solution:
    def flatten(self, root: Optional[TreeNode]) -> None:
        """
        Do not return anything, modify root in-place instead.
        """
        node = root
        while node:
            if node.left:
                last = node.left
                while last.right:
                    last = last.right
                last.right, node.right, node.left = node.right, node.left, None
            node = node.right

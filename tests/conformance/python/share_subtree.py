class Solution:
    def shareSubtree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        if root.left:
            root.right = root.left
        return root

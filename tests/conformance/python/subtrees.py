class Solution:
    def subtrees(self, root: Optional[TreeNode]) -> List[Optional[TreeNode]]:
        return [root.left, root.right] if root else []

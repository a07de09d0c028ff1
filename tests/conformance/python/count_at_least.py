class Solution:
    def countAtLeast(self, root: Optional[TreeNode], k: int) -> int:
        count, stack = 0, [root] if root else []
        while stack:
            node = stack.pop()
            count += node.val >= k
            stack.extend(child for child in (node.left, node.right) if child)
        return count

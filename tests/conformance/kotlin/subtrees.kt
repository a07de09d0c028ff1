class Solution {
    fun subtrees(root: TreeNode?): List<TreeNode?> {
        if (root == null) return emptyList()
        return listOf(root.left, root.right)
    }
}

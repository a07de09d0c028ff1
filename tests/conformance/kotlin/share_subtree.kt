class Solution {
    fun shareSubtree(root: TreeNode?): TreeNode? {
        if (root?.left != null) {
            root.right = root.left
        }
        return root
    }
}

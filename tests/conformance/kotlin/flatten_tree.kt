class Solution {
    fun flatten(root: TreeNode?): Unit {
        var node = root
        while (node != null) {
            val left = node.left
            if (left != null) {
                var last: TreeNode = left
                while (last.right != null) {
                    last = last.right!!
                }
                last.right = node.right
                node.right = left
                node.left = null
            }
            node = node.right
        }
    }
}

/**
 * Example:
 * var ti = TreeNode(5)
 * var v = ti.`val`
 * Definition for a binary tree node.
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */
class Solution {
    fun invertTree(root: TreeNode?): TreeNode? {
        val stack = ArrayDeque<TreeNode>()
        root?.let { stack.addLast(it) }
        while (stack.isNotEmpty()) {
            val node = stack.removeLast()
            val left = node.left
            node.left = node.right
            node.right = left
            node.left?.let { stack.addLast(it) }
            node.right?.let { stack.addLast(it) }
        }
        return root
    }
}

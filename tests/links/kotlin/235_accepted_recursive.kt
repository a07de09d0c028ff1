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
    fun lowestCommonAncestor(root: TreeNode?, p: TreeNode?, q: TreeNode?): TreeNode? {
        val node = root ?: return null
        return when {
            p!!.`val` < node.`val` && q!!.`val` < node.`val` -> lowestCommonAncestor(node.left, p, q)
            p.`val` > node.`val` && q!!.`val` > node.`val` -> lowestCommonAncestor(node.right, p, q)
            else -> node
        }
    }
}

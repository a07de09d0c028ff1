/*
 * Reference solution for LeetCode 113, "Path Sum II", in Kotlin.
 *
 * Depth-first search with one shared path. Entering a node adds its value and takes it off what
 * remains of the target; at a leaf (no child at all) that leaves 0, a copy of the path is an
 * answer; leaving the node removes its value. No branch is cut early, since negative values can
 * bring a sum back to the target.
 *
 * Cost: O(n) visits plus the copies of the answers; O(height) stack (5000 frames for a chain).
 */

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
    fun pathSum(root: TreeNode?, targetSum: Int): List<List<Int>> {
        val result = mutableListOf<List<Int>>()
        val path = mutableListOf<Int>()

        fun visit(node: TreeNode, remain: Int) {
            path.add(node.`val`)
            val rest = remain - node.`val`
            val l = node.left
            val r = node.right
            if (l == null && r == null) {
                if (rest == 0) result.add(path.toList())
            } else {
                if (l != null) visit(l, rest)
                if (r != null) visit(r, rest)
            }
            path.removeAt(path.size - 1)
        }

        if (root != null) visit(root, targetSum)
        return result
    }
}

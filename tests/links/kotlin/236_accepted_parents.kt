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
        val parent = HashMap<TreeNode, TreeNode?>()
        parent[root!!] = null
        val stack = ArrayDeque<TreeNode>()
        stack.addLast(root)
        while (!parent.containsKey(p) || !parent.containsKey(q)) {
            val node = stack.removeLast()
            node.left?.let { parent[it] = node; stack.addLast(it) }
            node.right?.let { parent[it] = node; stack.addLast(it) }
        }
        val ancestors = HashSet<TreeNode?>()
        var node = p
        while (node != null) {
            ancestors.add(node)
            node = parent[node]
        }
        node = q
        while (node !in ancestors) node = parent[node]
        return node
    }
}

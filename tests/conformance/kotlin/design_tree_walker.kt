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
class Walker(root: TreeNode?) {
    private val stack = ArrayDeque<TreeNode>()

    init {
        descend(root)
    }

    private fun descend(start: TreeNode?) {
        var node = start
        while (node != null) {
            stack.addLast(node)
            node = node.left
        }
    }

    fun next(): Int {
        val node = stack.removeLast()
        descend(node.right)
        return node.`val`
    }

    fun hasNext(): Boolean {
        return stack.isNotEmpty()
    }

}

/**
 * Your Walker object will be instantiated and called as such:
 * var obj = Walker(root)
 * var param_1 = obj.next()
 * var param_2 = obj.hasNext()
 */

/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var children: List<Node?> = listOf()
 * }
 */

class Solution {
    fun preorder(root: Node?): List<Int> {
        val values = mutableListOf<Int>()
        val stack = ArrayDeque<Node>()
        root?.let { stack.addLast(it) }
        while (stack.isNotEmpty()) {
            val node = stack.removeLast()
            values.add(node.`val`)
            for (child in node.children.asReversed()) {
                child?.let { stack.addLast(it) }
            }
        }
        return values
    }
}

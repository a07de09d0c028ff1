/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var children: List<Node?> = listOf()
 * }
 */

class Solution {
    fun mirror(root: Node?): Node? {
        val stack = ArrayDeque<Node>()
        root?.let { stack.addLast(it) }
        while (stack.isNotEmpty()) {
            val node = stack.removeLast()
            node.children = node.children.reversed()
            for (child in node.children) {
                child?.let { stack.addLast(it) }
            }
        }
        return root
    }
}

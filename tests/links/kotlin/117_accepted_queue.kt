/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var left: Node? = null
 *     var right: Node? = null
 *     var next: Node? = null
 * }
 */

class Solution {
    fun connect(root: Node?): Node? {
        if (root == null) return null
        val queue = LinkedList<Node>()
        queue.offer(root)
        while (queue.isNotEmpty()) {
            var previous: Node? = null
            repeat(queue.size) {
                val node = queue.poll()
                previous?.next = node
                previous = node
                node.left?.let { queue.offer(it) }
                node.right?.let { queue.offer(it) }
            }
        }
        return root
    }
}

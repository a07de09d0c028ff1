/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var prev: Node? = null
 *     var next: Node? = null
 *     var child: Node? = null
 * }
 */

class Solution {
    fun flatten(root: Node?): Node? {
        if (root != null) {
            lastOf(root)
        }
        return root
    }

    // Flattens the list that starts at start, each child list first, and returns its last node.
    private fun lastOf(start: Node): Node {
        var last = start
        var node: Node? = start
        while (node != null) {
            val after = node.next
            val child = node.child
            if (child != null) {
                val end = lastOf(child)
                node.next = child
                child.prev = node
                node.child = null
                end.next = after
                after?.prev = end
                last = end
            } else {
                last = node
            }
            node = after
        }
        return last
    }
}

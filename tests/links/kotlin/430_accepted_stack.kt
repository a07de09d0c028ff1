/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var prev: Node? = null
 *     var next: Node? = null
 *     var child: Node? = null
 * }
 */

class Solution {
    // Splice each child list in after its parent; what followed the parent waits on a stack until
    // the spliced-in list runs out.
    fun flatten(root: Node?): Node? {
        val waiting = ArrayDeque<Node>()
        var node = root
        while (node != null) {
            val child = node.child
            if (child != null) {
                node.next?.let { waiting.addLast(it) }
                node.next = child
                child.prev = node
                node.child = null
            } else if (node.next == null && waiting.isNotEmpty()) {
                val rest = waiting.removeLast()
                node.next = rest
                rest.prev = node
            }
            node = node.next
        }
        return root
    }
}

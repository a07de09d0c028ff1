/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var prev: Node? = null
 *     var next: Node? = null
 *     var child: Node? = null
 * }
 */

class Solution {
    // Appends every child list at the end of the list instead of right after its parent.
    fun flatten(root: Node?): Node? {
        var last = root ?: return null
        while (true) {
            last = last.next ?: break
        }
        var node: Node? = root
        while (node != null) {
            val child = node.child
            if (child != null) {
                node.child = null
                last.next = child
                child.prev = last
                while (true) {
                    last = last.next ?: break
                }
            }
            node = node.next
        }
        return root
    }
}

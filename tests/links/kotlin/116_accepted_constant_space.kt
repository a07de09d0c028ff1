/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var left: Node? = null
 *     var right: Node? = null
 *     var next: Node? = null
 * }
 */

class Solution {
    // O(1) extra space: a perfect tree's next level is linked from the level above it.
    fun connect(root: Node?): Node? {
        var leftmost = root
        while (leftmost?.left != null) {
            var head = leftmost
            while (head != null) {
                head.left!!.next = head.right
                head.right!!.next = head.next?.left
                head = head.next
            }
            leftmost = leftmost.left
        }
        return root
    }
}

/**
 * Example:
 * var ti = Node(5)
 * var v = ti.`val`
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var next: Node? = null
 *     var random: Node? = null
 * }
 */

class Solution {
    fun copyRandomList(node: Node?): Node? {
        val copies = HashMap<Node, Node>()
        var current = node
        while (current != null) {
            copies[current] = Node(current.`val`)
            current = current.next
        }
        current = node
        while (current != null) {
            val copy = copies[current]!!
            copy.next = copies[current.next]
            copy.random = copies[current.random]
            current = current.next
        }
        return copies[node]
    }
}

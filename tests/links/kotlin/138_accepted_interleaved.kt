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
    // O(1) extra space: each copy right after its node, random from there, then the lists apart.
    fun copyRandomList(node: Node?): Node? {
        if (node == null) return null
        var ptr: Node? = node
        while (ptr != null) {
            val copy = Node(ptr.`val`)
            copy.next = ptr.next
            ptr.next = copy
            ptr = copy.next
        }
        ptr = node
        while (ptr != null) {
            ptr.next!!.random = ptr.random?.next
            ptr = ptr.next!!.next
        }
        val head = node.next
        ptr = node
        while (ptr != null) {
            val copy = ptr.next!!
            ptr.next = copy.next
            copy.next = copy.next?.next
            ptr = ptr.next
        }
        return head
    }
}

/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var neighbors: ArrayList<Node?> = ArrayList<Node?>()
 * }
 */

class Solution {
    fun cloneGraph(node: Node?): Node? {
        if (node == null) return null
        val copies = mutableMapOf(node to Node(node.`val`))
        val queue = ArrayDeque<Node>()
        queue.addLast(node)
        while (queue.isNotEmpty()) {
            val current = queue.removeFirst()
            for (neighbor in current.neighbors) {
                if (neighbor == null) continue
                if (neighbor !in copies) {
                    copies[neighbor] = Node(neighbor.`val`)
                    queue.addLast(neighbor)
                }
                copies[current]!!.neighbors.add(copies[neighbor])
            }
        }
        return copies[node]
    }
}

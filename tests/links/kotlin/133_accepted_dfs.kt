/**
 * Definition for a Node.
 * class Node(var `val`: Int) {
 *     var neighbors: ArrayList<Node?> = ArrayList<Node?>()
 * }
 */

class Solution {
    private val copies = HashMap<Node, Node>()

    fun cloneGraph(node: Node?): Node? {
        if (node == null) return null
        copies[node]?.let { return it }
        val copy = Node(node.`val`)
        copies[node] = copy
        for (neighbor in node.neighbors) {
            copy.neighbors.add(cloneGraph(neighbor))
        }
        return copy
    }
}

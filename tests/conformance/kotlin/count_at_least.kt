class Solution {
    fun countAtLeast(root: TreeNode?, k: Int): Int {
        var count = 0
        val queue: Queue<TreeNode> = LinkedList()
        if (root != null) queue.offer(root)
        while (queue.isNotEmpty()) {
            val node = queue.poll()
            if (node.`val` >= k) count++
            node.left?.let { queue.offer(it) }
            node.right?.let { queue.offer(it) }
        }
        return count
    }
}

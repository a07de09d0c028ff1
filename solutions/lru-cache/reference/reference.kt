/*
 * Reference solution for LeetCode 146, "LRU Cache", in Kotlin.
 *
 * Idea: a HashMap from each key to its node in a doubly linked list kept in order of use, between
 * a sentinel head (the oldest follows it) and a sentinel tail (the newest precedes it). A use
 * unlinks the node and links it again before the tail; a new key in a full cache first unlinks
 * the node after the head and removes its key.
 *
 * Cost: O(1) per call; O(capacity) space.
 */
class LRUCache(capacity: Int) {
    private class Node(val key: Int, var value: Int) {
        var prev: Node? = null
        var next: Node? = null
    }

    private val capacity = capacity
    private val nodes = HashMap<Int, Node>()
    private val head = Node(0, 0)
    private val tail = Node(0, 0)

    init {
        head.next = tail
        tail.prev = head
    }

    private fun unlink(node: Node) {
        node.prev!!.next = node.next
        node.next!!.prev = node.prev
    }

    private fun linkLast(node: Node) {
        val last = tail.prev!!
        last.next = node
        node.prev = last
        node.next = tail
        tail.prev = node
    }

    fun get(key: Int): Int {
        val node = nodes[key] ?: return -1
        unlink(node)
        linkLast(node)
        return node.value
    }

    fun put(key: Int, value: Int) {
        val present = nodes[key]
        if (present != null) {
            present.value = value
            unlink(present)
            linkLast(present)
            return
        }
        if (nodes.size == capacity) {
            val oldest = head.next!!
            unlink(oldest)
            nodes.remove(oldest.key)
        }
        val node = Node(key, value)
        nodes[key] = node
        linkLast(node)
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * var obj = LRUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */

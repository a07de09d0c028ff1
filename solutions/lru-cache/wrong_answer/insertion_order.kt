/*
 * LRU Cache (LeetCode 146), WRONG ANSWER: a LinkedHashMap in insertion order, not access order.
 *
 * Idea: a LinkedHashMap whose first key is evicted when the map grows past the capacity, as
 * accepted/linked_hash_map.java, but made with the default constructor: its order is the order
 * keys were first inserted, which neither get nor a put on a present key changes. It evicts the
 * oldest insertion instead of the least recently used: in the example, get(1) does not save 1,
 * and put(3, 3) evicts it instead of 2.
 *
 * Cost: O(1) per call on average.
 */
class LRUCache(capacity: Int) {
    private val capacity = capacity
    private val items = LinkedHashMap<Int, Int>()

    fun get(key: Int): Int {
        return items[key] ?: -1
    }

    fun put(key: Int, value: Int) {
        items[key] = value
        if (items.size > capacity) {
            items.remove(items.keys.first())
        }
    }
}

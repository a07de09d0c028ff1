// LRU Cache (LeetCode 146) in Kotlin, COMPILE ERROR: a map's value is used as if never null.
//
// Idea: a LinkedHashMap in access order is the cache: get and put move a key to the end, and the
// first key is the least recently used. Bug: `map[key]` is an Int? (null for a missing key) and
// a method of Int is called on it; kotlinc refuses the call on a nullable receiver: "only safe
// (?.) or non-null asserted (!!.) calls are allowed on a nullable receiver of type 'Int?'".
class LRUCache(private val capacity: Int) {
    private val map = LinkedHashMap<Int, Int>(16, 0.75f, true)

    fun get(key: Int): Int {
        if (!map.containsKey(key)) return -1
        return map[key].plus(0)
    }

    fun put(key: Int, value: Int) {
        map[key] = value
        if (map.size > capacity) {
            map.remove(map.keys.first())
        }
    }
}

/*
 * LRU Cache (LeetCode 146), RUNTIME ERROR: a missing key's null unboxed to int.
 *
 * Idea: a LinkedHashMap in access order, as accepted/linked_hash_map.java, but get stores
 * items.get(key) in an int before checking it: for a key the cache does not hold, get answers
 * null, and unboxing null throws NullPointerException at the first miss.
 *
 * Cost: O(1) per call on average, until it throws.
 */
import java.util.LinkedHashMap;
import java.util.Map;

class LRUCache {
    private final LinkedHashMap<Integer, Integer> items;

    public LRUCache(int capacity) {
        items = new LinkedHashMap<>(2 * capacity, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) {
                return size() > capacity;
            }
        };
    }

    public int get(int key) {
        int value = items.get(key);  // null for a missing key: NullPointerException
        return value;
    }

    public void put(int key, int value) {
        items.put(key, value);
    }
}

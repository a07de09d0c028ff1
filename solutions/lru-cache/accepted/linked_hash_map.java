/*
 * LRU Cache (LeetCode 146), ACCEPTED: java.util.LinkedHashMap in access order.
 *
 * Idea: a LinkedHashMap made with accessOrder = true moves an entry to the end of its iteration
 * order on every get and put, so its first entry is always the least recently used; overriding
 * removeEldestEntry makes each put that leaves one entry too many drop that first entry. The
 * library does the linked list and the hash table of the reference. (getOrDefault counts as an
 * access only when the key is there.)
 *
 * Cost: O(1) per call on average; O(capacity) space.
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
        return items.getOrDefault(key, -1);
    }

    public void put(int key, int value) {
        items.put(key, value);
    }
}

/*
 * LRU Cache (LeetCode 146), WRONG ANSWER: the cache holds one key more than its capacity.
 *
 * Idea: a std::list in order of use and a map of iterators, as reference.cpp, but the eviction
 * is checked before a new key is added, with > where it takes ==: a full cache takes one more
 * key, and only the next new key evicts. Right after the cache first fills, the key that should
 * have left is still found.
 *
 * Cost: O(1) per call on average.
 */
class LRUCache {
    int capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) {}
    
    int get(int key) {
        auto found = where.find(key);
        if (found == where.end()) return -1;
        order.splice(order.begin(), order, found->second);
        return found->second->second;
    }
    
    void put(int key, int value) {
        auto found = where.find(key);
        if (found != where.end()) {
            found->second->second = value;
            order.splice(order.begin(), order, found->second);
            return;
        }
        if ((int)order.size() > capacity) {
            where.erase(order.back().first);
            order.pop_back();
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};

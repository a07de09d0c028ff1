/*
 * LRU Cache (LeetCode 146), RUNTIME ERROR: unordered_map::at on a key the cache does not hold.
 *
 * Idea: a std::list in order of use and a map of iterators, as reference.cpp, but get looks the
 * key up with at() and counts on the lookup to tell a miss: at() throws std::out_of_range for a
 * missing key, and nothing catches it, so the first miss ends the run.
 *
 * Cost: O(1) per call on average, until it throws.
 */
class LRUCache {
    int capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) {}
    
    int get(int key) {
        auto position = where.at(key);  // throws std::out_of_range on a miss
        order.splice(order.begin(), order, position);
        return position->second;
    }
    
    void put(int key, int value) {
        auto found = where.find(key);
        if (found != where.end()) {
            found->second->second = value;
            order.splice(order.begin(), order, found->second);
            return;
        }
        if ((int)order.size() == capacity) {
            where.erase(order.back().first);
            order.pop_back();
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};

/*
 * Reference solution for LeetCode 146, "LRU Cache", in C++.
 *
 * Idea: a std::list of (key, value) pairs in order of use, the newest at the front, and an
 * unordered_map from each key to its pair's iterator (list iterators stay valid while the list
 * changes elsewhere). A use splices the pair to the front in O(1); a new key in a full cache first
 * drops the back pair and its key.
 *
 * Cost: O(1) per call on average; O(capacity) space.
 */
class LRUCache {
    int capacity;
    list<pair<int, int>> order;
    unordered_map<int, list<pair<int, int>>::iterator> where;

public:
    LRUCache(int capacity) : capacity(capacity) {
        where.reserve(2 * capacity);
    }
    
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
        if ((int)order.size() == capacity) {
            where.erase(order.back().first);
            order.pop_back();
        }
        order.emplace_front(key, value);
        where[key] = order.begin();
    }
};

/**
 * Your LRUCache object will be instantiated and called as such:
 * LRUCache* obj = new LRUCache(capacity);
 * int param_1 = obj->get(key);
 * obj->put(key,value);
 */

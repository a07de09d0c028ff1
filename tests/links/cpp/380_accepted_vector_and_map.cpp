// The values in a vector; a hash map gives each value's index there, so a
// removal moves the last value into the hole.
class RandomizedSet {
public:
    RandomizedSet() {
    }
    
    bool insert(int val) {
        if (where.count(val)) return false;
        where[val] = values.size();
        values.push_back(val);
        return true;
    }
    
    bool remove(int val) {
        auto it = where.find(val);
        if (it == where.end()) return false;
        int at = it->second, last = values.back();
        values[at] = last;
        where[last] = at;
        values.pop_back();
        where.erase(val);
        return true;
    }
    
    int getRandom() {
        return values[rand() % values.size()];
    }

private:
    vector<int> values;
    unordered_map<int, int> where;
};

/**
 * Your RandomizedSet object will be instantiated and called as such:
 * RandomizedSet* obj = new RandomizedSet();
 * bool param_1 = obj->insert(val);
 * bool param_2 = obj->remove(val);
 * int param_3 = obj->getRandom();
 */

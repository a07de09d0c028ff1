// Draws an index in [0, size] and reads it with at(): one past the end
// throws std::out_of_range.
class RandomizedSet {
public:
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
        return values.at(rand() % (values.size() + 1));
    }

private:
    vector<int> values;
    unordered_map<int, int> where;
};

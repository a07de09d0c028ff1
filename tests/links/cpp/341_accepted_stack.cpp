// Lazy: a stack of iterator pairs into the lists being walked; hasNext goes down to the next
// integer, or to the end.
class NestedIterator {
    using Position = vector<NestedInteger>::const_iterator;
    stack<pair<Position, Position>> walk;

public:
    NestedIterator(vector<NestedInteger> &nestedList) {
        walk.push({nestedList.cbegin(), nestedList.cend()});
    }

    int next() {
        hasNext();
        return (walk.top().first++)->getInteger();
    }

    bool hasNext() {
        while (!walk.empty()) {
            auto &[at, end] = walk.top();
            if (at == end) {
                walk.pop();
            } else if (at->isInteger()) {
                return true;
            } else {
                const vector<NestedInteger> &inner = (at++)->getList();
                walk.push({inner.cbegin(), inner.cend()});
            }
        }
        return false;
    }
};

// Goes down through each list's first item without checking that it has one: an empty list
// ([[]]) is read past its end.
class NestedIterator {
    stack<const NestedInteger *> pending;

public:
    NestedIterator(vector<NestedInteger> &nestedList) {
        for (auto item = nestedList.rbegin(); item != nestedList.rend(); ++item) pending.push(&*item);
    }

    int next() {
        const NestedInteger *item = pending.top();
        pending.pop();
        while (!item->isInteger()) {
            const vector<NestedInteger> &list = item->getList();
            for (size_t i = list.size(); i-- > 1;) pending.push(&list[i]);
            item = &list[0];
        }
        return item->getInteger();
    }

    bool hasNext() { return !pending.empty(); }
};

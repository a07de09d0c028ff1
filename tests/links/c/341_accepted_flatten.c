// Eager: every integer collected when the iterator is made, depth first, by recursion.
struct NestedIterator {
    int* values;
    int count;
    int capacity;
    int next;
};

static void collect(struct NestedIterator* iter, struct NestedInteger** list, int size) {
    for (int i = 0; i < size; i++) {
        if (!NestedIntegerIsInteger(list[i])) {
            collect(iter, NestedIntegerGetList(list[i]), NestedIntegerGetListSize(list[i]));
            continue;
        }
        if (iter->count == iter->capacity) {
            iter->capacity = iter->capacity ? 2 * iter->capacity : 64;
            iter->values = realloc(iter->values, iter->capacity * sizeof(int));
        }
        iter->values[iter->count++] = NestedIntegerGetInteger(list[i]);
    }
}

struct NestedIterator *nestedIterCreate(struct NestedInteger** nestedList, int nestedListSize) {
    struct NestedIterator* iter = calloc(1, sizeof(struct NestedIterator));
    collect(iter, nestedList, nestedListSize);
    return iter;
}

bool nestedIterHasNext(struct NestedIterator *iter) {
    return iter->next < iter->count;
}

int nestedIterNext(struct NestedIterator *iter) {
    return iter->values[iter->next++];
}

void nestedIterFree(struct NestedIterator *iter) {
    free(iter->values);
    free(iter);
}

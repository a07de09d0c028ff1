/* Always holds the element next() will give, if there is one. */
struct PeekingIterator {
    struct Iterator* iterator;
    bool more;
    int ahead;
};

static void step(struct PeekingIterator* obj) {
    obj->more = obj->iterator->hasNext();
    if (obj->more) obj->ahead = obj->iterator->next();
}

struct PeekingIterator* Constructor(struct Iterator* iter) {
    struct PeekingIterator* piter = malloc(sizeof(struct PeekingIterator));
    piter->iterator = iter;
    step(piter);
    return piter;
}

int peek(struct PeekingIterator* obj) {
    return obj->ahead;
}

int next(struct PeekingIterator* obj) {
    int value = obj->ahead;
    step(obj);
    return value;
}

bool hasNext(struct PeekingIterator* obj) {
    return obj->more;
}

void peekingIteratorFree(struct PeekingIterator* obj) {
    free(obj);
}

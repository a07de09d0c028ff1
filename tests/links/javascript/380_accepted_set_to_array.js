// A Set, drawn from by walking it to a random position: O(n) per draw, but every member as likely.
var RandomizedSet = function() {
    this.members = new Set();
};

RandomizedSet.prototype.insert = function(val) {
    if (this.members.has(val)) return false;
    this.members.add(val);
    return true;
};

RandomizedSet.prototype.remove = function(val) {
    return this.members.delete(val);
};

RandomizedSet.prototype.getRandom = function() {
    let k = Math.floor(Math.random() * this.members.size);
    for (const value of this.members) {
        if (k-- === 0) return value;
    }
};

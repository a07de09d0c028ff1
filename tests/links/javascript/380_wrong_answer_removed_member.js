// remove forgets to take the value out of the array getRandom draws from.
var RandomizedSet = function() {
    this.members = new Set();
    this.values = [];
};

RandomizedSet.prototype.insert = function(val) {
    if (this.members.has(val)) return false;
    this.members.add(val);
    this.values.push(val);
    return true;
};

RandomizedSet.prototype.remove = function(val) {
    return this.members.delete(val);
};

RandomizedSet.prototype.getRandom = function() {
    return this.values[Math.floor(Math.random() * this.values.length)];
};

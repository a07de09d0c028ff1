// The members in an array, each one's index in a map: remove moves the last member into the gap.
var RandomizedSet = function() {
    this.values = [];
    this.where = new Map();
};

/**
 * @param {number} val
 * @return {boolean}
 */
RandomizedSet.prototype.insert = function(val) {
    if (this.where.has(val)) return false;
    this.where.set(val, this.values.length);
    this.values.push(val);
    return true;
};

/**
 * @param {number} val
 * @return {boolean}
 */
RandomizedSet.prototype.remove = function(val) {
    if (!this.where.has(val)) return false;
    const at = this.where.get(val);
    const last = this.values.pop();
    this.where.delete(val);
    if (at < this.values.length) {
        this.values[at] = last;
        this.where.set(last, at);
    }
    return true;
};

/**
 * @return {number}
 */
RandomizedSet.prototype.getRandom = function() {
    return this.values[Math.floor(Math.random() * this.values.length)];
};

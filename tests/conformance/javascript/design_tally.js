/**
 * @param {number} start
 */
var Tally = function(start) {
    this.sum = start;
    this.added = [];
};

/**
 * @param {number} x
 * @return {void}
 */
Tally.prototype.add = function(x) {
    this.sum += x;
    this.added.push(x);
};

/**
 * @return {number}
 */
Tally.prototype.total = function() {
    return this.sum;
};

/**
 * @param {number} x
 * @return {boolean}
 */
Tally.prototype.has = function(x) {
    return this.added.includes(x);
};

/**
 * @param {string} s
 * @return {string}
 */
Tally.prototype.label = function(s) {
    return s + ":" + this.sum;
};

/**
 * @param {number} k
 * @return {number[]}
 */
Tally.prototype.recent = function(k) {
    return this.added.slice().reverse().slice(0, k);
};

/**
 * @param {number} x
 * @return {number}
 */
Tally.prototype.take = function(x) {
    if (x > this.sum) throw new Error("not enough");
    this.sum -= x;
    return this.sum;
};

/**
 * Your Tally object will be instantiated and called as such:
 * var obj = new Tally(start)
 * obj.add(x)
 * var param_2 = obj.total()
 */

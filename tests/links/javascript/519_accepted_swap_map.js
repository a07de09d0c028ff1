// Draw among the cells not yet flipped, numbered 0..total-1; the drawn number is then given
// the cell of the last number, which leaves the range.
/**
 * @param {number} m
 * @param {number} n
 */
var Solution = function(m, n) {
    this.m = m;
    this.n = n;
    this.total = m * n;
    this.moved = new Map();
};

/**
 * @return {number[]}
 */
Solution.prototype.flip = function() {
    this.total--;
    const k = Math.floor(Math.random() * (this.total + 1));
    const cell = this.moved.has(k) ? this.moved.get(k) : k;
    this.moved.set(k, this.moved.has(this.total) ? this.moved.get(this.total) : this.total);
    return [Math.floor(cell / this.n), cell % this.n];
};

/**
 * @return {void}
 */
Solution.prototype.reset = function() {
    this.total = this.m * this.n;
    this.moved.clear();
};

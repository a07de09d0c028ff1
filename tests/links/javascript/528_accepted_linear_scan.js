// A random point of the total weight, then walk the weights until it is used up.
var Solution = function(w) {
    this.w = w;
    this.total = w.reduce((a, b) => a + b, 0);
};

Solution.prototype.pickIndex = function() {
    let left = Math.random() * this.total;
    for (let i = 0; i < this.w.length; i++) {
        left -= this.w[i];
        if (left < 0) return i;
    }
    return this.w.length - 1;
};

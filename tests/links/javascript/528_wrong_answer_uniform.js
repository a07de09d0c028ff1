// Every index as likely, whatever its weight.
var Solution = function(w) {
    this.n = w.length;
};

Solution.prototype.pickIndex = function() {
    return Math.floor(Math.random() * this.n);
};

// sort with a comparator that answers at random: orders come out far from equally likely
// (V8's TimSort keeps most elements near where they were).
var Solution = function(nums) {
    this.nums = nums;
};

Solution.prototype.reset = function() {
    return this.nums;
};

Solution.prototype.shuffle = function() {
    return this.nums.slice().sort(() => Math.random() - 0.5);
};

// Each element gets a random key, and the array is sorted by the keys.
var Solution = function(nums) {
    this.nums = nums;
};

Solution.prototype.reset = function() {
    return this.nums;
};

Solution.prototype.shuffle = function() {
    return this.nums
        .map((value) => [Math.random(), value])
        .sort((a, b) => a[0] - b[0])
        .map((pair) => pair[1]);
};

// Fisher-Yates on a copy: the array given is kept for reset.
/**
 * @param {number[]} nums
 */
var Solution = function(nums) {
    this.original = nums.slice();
};

/**
 * @return {number[]}
 */
Solution.prototype.reset = function() {
    return this.original.slice();
};

/**
 * @return {number[]}
 */
Solution.prototype.shuffle = function() {
    const a = this.original.slice();
    for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
};

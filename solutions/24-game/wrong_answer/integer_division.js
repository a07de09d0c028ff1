// Mistake: divides with Math.floor (integer division, as in C or Java); 8 / (3 - 8 / 3) = 24 with real division, so [3, 3, 8, 8] must be true.

/**
 * @param {number[]} cards
 * @return {boolean}
 */
var judgePoint24 = function(cards) {
    const search = (nums) => {
        if (nums.length === 1) return nums[0] === 24;
        for (let i = 0; i < nums.length; i++) {
            for (let j = 0; j < nums.length; j++) {
                if (i === j) continue;
                const rest = nums.filter((_, k) => k !== i && k !== j);
                const a = nums[i], b = nums[j];
                const values = [a + b, a - b, a * b];
                if (b !== 0) values.push(Math.floor(a / b));
                for (const value of values) {
                    if (search([...rest, value])) return true;
                }
            }
        }
        return false;
    };
    return search(cards);
};

// Mistake: divides only when the division is exact (a % b === 0), to stay with whole numbers; 8 / (3 - 8 / 3) = 24 needs 8 / 3, so [3, 3, 8, 8] must be true.

function judgePoint24(cards: number[]): boolean {
    const search = (nums: number[]): boolean => {
        if (nums.length === 1) return nums[0] === 24;
        for (let i = 0; i < nums.length; i++) {
            for (let j = 0; j < nums.length; j++) {
                if (i === j) continue;
                const rest = nums.filter((_, k) => k !== i && k !== j);
                const a = nums[i], b = nums[j];
                const values = [a + b, a - b, a * b];
                if (b !== 0 && a % b === 0) values.push(a / b);
                for (const value of values) {
                    if (search([...rest, value])) return true;
                }
            }
        }
        return false;
    };
    return search(cards);
}

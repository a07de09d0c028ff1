// Reference solution for LeetCode 679, "24 Game".
//
// Pair merging: pick two of the remaining numbers, replace them by one result of combining them
// (a + b, a - b, b - a, a * b, a / b, b / a) and recurse until one number is left; every
// expression tree is reached this way. Division is real division on doubles, compared with a
// tolerance of 1e-6: four cards of 1-9 never produce a wrong value that close to 24.

const EPSILON = 1e-6;

function judgePoint24(cards: number[]): boolean {
    return search(cards.slice());
}

function search(nums: number[]): boolean {
    if (nums.length === 1) return Math.abs(nums[0] - 24) < EPSILON;
    for (let i = 0; i < nums.length; i++) {
        for (let j = i + 1; j < nums.length; j++) {
            const a = nums[i], b = nums[j];
            const rest = nums.filter((_, k) => k !== i && k !== j);
            const candidates = [a + b, a - b, b - a, a * b];
            if (Math.abs(b) > EPSILON) candidates.push(a / b);
            if (Math.abs(a) > EPSILON) candidates.push(b / a);
            for (const value of candidates) {
                rest.push(value);
                if (search(rest)) return true;
                rest.pop();
            }
        }
    }
    return false;
}

/*
 * Reference solution for LeetCode 52, "N-Queens II" (TypeScript): count the placements.
 *
 * Idea: backtracking one row at a time on bitmasks (`cols`, `left`, `right`: the columns
 * and diagonals attacked on the current row); the lowest free bit is taken with
 * `free & -free`. Mirror symmetry: the first queen only tries the left half of the top
 * row, counting each board twice, plus the middle column once when n is odd.
 *
 * Cost: exponential time, about half the nodes of the plain bitmask search; O(n) space
 * (the recursion).
 */

function totalNQueens(n: number): number {
    const full = (1 << n) - 1;

    const count = (cols: number, left: number, right: number): number => {
        if (cols === full) return 1;
        let total = 0;
        let free = full & ~(cols | left | right);
        while (free) {
            const bit = free & -free;
            free ^= bit;
            total += count(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return total;
    };

    let total = 0;
    for (let c = 0; c < n >> 1; c++) {
        const bit = 1 << c;
        total += 2 * count(bit, (bit << 1) & full, bit >> 1);
    }
    if (n & 1) {
        const bit = 1 << (n >> 1);
        total += count(bit, (bit << 1) & full, bit >> 1);
    }
    return total;
}

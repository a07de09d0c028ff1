/*
 * N-Queens II (LeetCode 52), TypeScript: backtracking with three Sets.
 *
 * Idea: one queen per row; column c on row r is free when c, r + c and r - c are in none
 * of the sets of attacked columns and diagonals. Count the rows-complete placements.
 *
 * Cost: O(n!) time (pruned); O(n) space.
 */

function totalNQueens(n: number): number {
    const cols = new Set<number>();
    const sums = new Set<number>();
    const diffs = new Set<number>();

    const count = (row: number): number => {
        if (row === n) return 1;
        let total = 0;
        for (let col = 0; col < n; col++) {
            if (cols.has(col) || sums.has(row + col) || diffs.has(row - col)) continue;
            cols.add(col);
            sums.add(row + col);
            diffs.add(row - col);
            total += count(row + 1);
            cols.delete(col);
            sums.delete(row + col);
            diffs.delete(row - col);
        }
        return total;
    };

    return count(0);
}

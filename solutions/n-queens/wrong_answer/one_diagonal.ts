/*
 * N-Queens (LeetCode 51), TypeScript, WRONG ANSWER: only one diagonal direction is checked.
 *
 * Idea: backtracking with Sets of attacked columns and diagonals.
 * Bug: the "\" diagonals (r - c) are never recorded, so queens attacking each other along
 * them are accepted: for n = 4 the answer holds boards that are not solutions, and from
 * n = 2 on boards appear where none exist.
 *
 * Cost: O(n!) time (pruned); O(n) space.
 */

function solveNQueens(n: number): string[][] {
    const cols = new Set<number>();
    const sums = new Set<number>();
    const queens: number[] = [];
    const result: string[][] = [];

    const place = (r: number): void => {
        if (r === n) {
            result.push(queens.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols.has(c) || sums.has(r + c)) continue; // r - c is never checked
            cols.add(c);
            sums.add(r + c);
            queens.push(c);
            place(r + 1);
            queens.pop();
            cols.delete(c);
            sums.delete(r + c);
        }
    };

    place(0);
    return result;
}

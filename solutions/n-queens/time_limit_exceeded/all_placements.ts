/*
 * N-Queens (LeetCode 51), TypeScript, TIME LIMIT EXCEEDED: every placement is tried.
 *
 * Idea: count in base n through all n^n ways to put one queen on each row (an odometer of
 * columns), and keep each complete placement where no two queens share a column or a
 * diagonal. Correct, but it never prunes: n = 9 means 387,420,489 placements, each tested
 * in O(n^2) -- minutes, where backtracking takes milliseconds.
 *
 * Cost: O(n^n * n^2) time; O(n) space besides the output.
 */

function solveNQueens(n: number): string[][] {
    const queens: number[] = new Array<number>(n).fill(0);
    const result: string[][] = [];
    const safe = (): boolean => {
        for (let a = 0; a < n; a++) {
            for (let b = a + 1; b < n; b++) {
                if (queens[a] === queens[b] || Math.abs(queens[a] - queens[b]) === b - a) return false;
            }
        }
        return true;
    };
    for (;;) {
        if (safe()) result.push(queens.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
        let row = n - 1; // the next placement: add one to the last row, carrying upwards
        while (row >= 0 && queens[row] === n - 1) queens[row--] = 0;
        if (row < 0) return result;
        queens[row]++;
    }
}

/*
 * N-Queens (LeetCode 51), TypeScript: backtracking with three Sets.
 *
 * Idea: place one queen per row; a column c on row r is free when c, r + c (the "/"
 * diagonal) and r - c (the "\" diagonal) are in none of the three sets of attacked lines.
 * The board is kept as a grid of characters and copied out (rows joined into strings) at
 * every full placement.
 *
 * Cost: O(n!) time (pruned), plus O(n^2) per board found; O(n^2) extra space.
 */

function solveNQueens(n: number): string[][] {
    const cols = new Set<number>();
    const sums = new Set<number>();
    const diffs = new Set<number>();
    const board: string[][] = Array.from({ length: n }, () => new Array<string>(n).fill("."));
    const result: string[][] = [];

    function place(row: number): void {
        if (row === n) {
            result.push(board.map((cells) => cells.join("")));
            return;
        }
        for (let col = 0; col < n; col++) {
            if (cols.has(col) || sums.has(row + col) || diffs.has(row - col)) continue;
            cols.add(col);
            sums.add(row + col);
            diffs.add(row - col);
            board[row][col] = "Q";
            place(row + 1);
            board[row][col] = ".";
            cols.delete(col);
            sums.delete(row + col);
            diffs.delete(row - col);
        }
    }

    place(0);
    return result;
}

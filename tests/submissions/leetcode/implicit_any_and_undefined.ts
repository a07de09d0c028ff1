// Accepted on LeetCode, whose TypeScript is not --strict: `solutions` is an implicit any[], `row` an
// implicit any parameter, and `maybe + 1` uses a value that is possibly undefined.
function solveNQueens(n: number): string[][] {
    let solutions = [];
    const cols = new Set<number>(), d1 = new Set<number>(), d2 = new Set<number>();
    const board: string[][] = Array.from({ length: n }, () => Array(n).fill("."));
    function place(row) {
        if (row === n) {
            solutions.push(board.map(r => r.join("")));
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols.has(c) || d1.has(row + c) || d2.has(row - c)) continue;
            cols.add(c); d1.add(row + c); d2.add(row - c); board[row][c] = "Q";
            place(row + 1);
            cols.delete(c); d1.delete(row + c); d2.delete(row - c); board[row][c] = ".";
        }
    }
    place(0);
    const seen = new Map<number, number>();
    const maybe = seen.get(1);
    const unused = maybe + 1;
    return solutions;
}

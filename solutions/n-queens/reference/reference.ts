/*
 * Reference solution for LeetCode 51, "N-Queens" (TypeScript): list every placement.
 *
 * Idea: backtracking one row at a time on bitmasks -- `cols`, `left` and `right` hold the
 * columns and the two diagonal directions already attacked on the current row -- recording
 * the column of each row's queen. Row strings are prepared once per column, so a board
 * found at a leaf is just n lookups.
 *
 * Mirror symmetry halves the search: reflecting a board left to right maps column c to
 * n-1-c, so the first queen only tries the left half of the top row and each board found
 * there also yields its mirror image. For odd n the middle column is searched as well, and
 * its boards are not mirrored (their mirror images start in the middle column too).
 *
 * Cost: exponential time -- about half the nodes of the plain bitmask search, plus O(n)
 * per board returned; O(n) extra space besides the output.
 */

type Board = string[];

function solveNQueens(n: number): string[][] {
    const full = (1 << n) - 1;
    const rows: string[] = [];
    for (let c = 0; c < n; c++) rows.push(".".repeat(c) + "Q" + ".".repeat(n - c - 1));
    const queens: number[] = new Array<number>(n).fill(0); // queens[y] = column of the queen on row y
    const boards: Board[] = [];
    let mirrored = true;

    const place = (y: number, cols: number, left: number, right: number): void => {
        if (y === n) {
            const board: Board = new Array<string>(n);
            for (let r = 0; r < n; r++) board[r] = rows[queens[r]];
            boards.push(board);
            if (mirrored) {
                const mirror: Board = new Array<string>(n);
                for (let r = 0; r < n; r++) mirror[r] = rows[n - 1 - queens[r]];
                boards.push(mirror);
            }
            return;
        }
        let free = full & ~(cols | left | right);
        while (free) {
            const bit = free & -free;
            free ^= bit;
            queens[y] = 31 - Math.clz32(bit);
            place(y + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
    };

    for (let c = 0; c < (n + 1) >> 1; c++) {
        mirrored = 2 * c !== n - 1; // the middle column of an odd board is not mirrored
        const bit = 1 << c;
        queens[0] = c;
        place(1, bit, (bit << 1) & full, bit >> 1);
    }
    return boards;
}

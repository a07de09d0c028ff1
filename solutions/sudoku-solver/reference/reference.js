// Reference solution for LeetCode 37, "Sudoku Solver".
//
// Backtracking with bit masks: rows[r], cols[c] and boxes[b] hold the digits already placed (bit
// d - 1 for digit d), so a cell's candidates are one expression. Each step fills the empty cell
// with the fewest candidates (a forced cell first), which keeps the search to a few hundred steps
// even on puzzles made to defeat left-to-right backtracking.

/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var solveSudoku = function(board) {
    const rows = new Array(9).fill(0);
    const cols = new Array(9).fill(0);
    const boxes = new Array(9).fill(0);
    const empty = [];
    for (let r = 0; r < 9; r++) {
        for (let c = 0; c < 9; c++) {
            if (board[r][c] === '.') {
                empty.push(r * 9 + c);
            } else {
                const bit = 1 << (board[r][c].charCodeAt(0) - 49);
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[boxOf(r, c)] |= bit;
            }
        }
    }

    const candidates = (cell) => {
        const r = (cell / 9) | 0, c = cell % 9;
        return ~(rows[r] | cols[c] | boxes[boxOf(r, c)]) & 0x1ff;
    };

    const fill = (k) => {
        if (k === empty.length) return true;
        // Move the most constrained cell to position k.
        let best = k, fewest = 10;
        for (let i = k; i < empty.length && fewest > 1; i++) {
            const count = bitCount(candidates(empty[i]));
            if (count < fewest) {
                fewest = count;
                best = i;
            }
        }
        [empty[k], empty[best]] = [empty[best], empty[k]];
        const cell = empty[k];
        const r = (cell / 9) | 0, c = cell % 9, b = boxOf(r, c);
        for (let mask = candidates(cell); mask !== 0; mask &= mask - 1) {
            const bit = mask & -mask;
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
            if (fill(k + 1)) {
                board[r][c] = String(32 - Math.clz32(bit));
                return true;
            }
            rows[r] ^= bit;
            cols[c] ^= bit;
            boxes[b] ^= bit;
        }
        return false;
    };

    fill(0);
};

function boxOf(r, c) {
    return ((r / 3) | 0) * 3 + ((c / 3) | 0);
}

function bitCount(mask) {
    let count = 0;
    for (; mask !== 0; mask &= mask - 1) count++;
    return count;
}

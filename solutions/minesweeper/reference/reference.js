// Reference solution for LeetCode 529, "Minesweeper".
//
// Breadth-first reveal from the click. A clicked mine becomes 'X' and nothing else changes.
// Otherwise each revealed square shows its number of adjacent mines, or 'B' when it has none, and
// only a 'B' reveals its unrevealed neighbours. A square is marked 'B' as soon as it is queued, so
// none is queued twice: O(m * n) time and memory, and no recursion depth to run out of.

const DIRECTIONS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

/**
 * @param {character[][]} board
 * @param {number[]} click
 * @return {character[][]}
 */
var updateBoard = function(board, click) {
    const [row, col] = click;
    if (board[row][col] === 'M') {
        board[row][col] = 'X';
        return board;
    }
    const m = board.length, n = board[0].length;
    const queue = [[row, col]];
    board[row][col] = 'B';
    for (let head = 0; head < queue.length; head++) {
        const [r, c] = queue[head];
        let mines = 0;
        for (const [dr, dc] of DIRECTIONS) {
            const nr = r + dr, nc = c + dc;
            if (nr >= 0 && nr < m && nc >= 0 && nc < n && (board[nr][nc] === 'M' || board[nr][nc] === 'X')) mines++;
        }
        if (mines > 0) {
            board[r][c] = String(mines);
            continue;
        }
        for (const [dr, dc] of DIRECTIONS) {
            const nr = r + dr, nc = c + dc;
            if (nr >= 0 && nr < m && nc >= 0 && nc < n && board[nr][nc] === 'E') {
                board[nr][nc] = 'B';
                queue.push([nr, nc]);
            }
        }
    }
    return board;
};

// Mistake: keeps revealing around a square that shows a number; only a blank 'B' square (no adjacent mine) reveals its neighbours.

/**
 * @param {character[][]} board
 * @param {number[]} click
 * @return {character[][]}
 */
var updateBoard = function(board, click) {
    const m = board.length, n = board[0].length;
    const [row, col] = click;
    if (board[row][col] === 'M') {
        board[row][col] = 'X';
        return board;
    }
    const reveal = (r, c) => {
        if (r < 0 || r >= m || c < 0 || c >= n || board[r][c] !== 'E') return;
        let mines = 0;
        for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
                const nr = r + dr, nc = c + dc;
                if (nr >= 0 && nr < m && nc >= 0 && nc < n && board[nr][nc] === 'M') mines++;
            }
        }
        board[r][c] = mines > 0 ? String(mines) : 'B';
        for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
                if (dr !== 0 || dc !== 0) reveal(r + dr, c + dc);
            }
        }
    };
    reveal(row, col);
    return board;
};

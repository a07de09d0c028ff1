// Mistake: marks a square as revealed only after recursing into its neighbours, so two blank neighbours call each other forever (RangeError: Maximum call stack size exceeded).

function updateBoard(board: string[][], click: number[]): string[][] {
    const m = board.length, n = board[0].length;
    const [row, col] = click;
    if (board[row][col] === 'M') {
        board[row][col] = 'X';
        return board;
    }
    const minesAround = (r: number, c: number): number => {
        let mines = 0;
        for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
                const nr = r + dr, nc = c + dc;
                if (nr >= 0 && nr < m && nc >= 0 && nc < n && board[nr][nc] === 'M') mines++;
            }
        }
        return mines;
    };
    const reveal = (r: number, c: number): void => {
        const mines = minesAround(r, c);
        if (mines > 0) {
            board[r][c] = String(mines);
            return;
        }
        for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
                const nr = r + dr, nc = c + dc;
                if ((dr !== 0 || dc !== 0) && nr >= 0 && nr < m && nc >= 0 && nc < n && board[nr][nc] === 'E') {
                    reveal(nr, nc);
                }
            }
        }
        board[r][c] = 'B';
    };
    reveal(row, col);
    return board;
}

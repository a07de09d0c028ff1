function markCell(board: string[][], click: number[]): string[][] {
    board[click[0]][click[1]] = 'X';
    return board;
};

void fillBlanks(char** board, int boardSize, int* boardColSize) {
    for (int r = 0; r < boardSize; r++) {
        for (int c = 0; c < boardColSize[r]; c++) {
            if (board[r][c] == '.') board[r][c] = '#';
        }
    }
}

/* Mistake: only the four squares up, down, left and right are looked at, but a square's mines and the squares a blank reveals include the four diagonal neighbours too. */
static const int dr[4] = {-1, 1, 0, 0};
static const int dc[4] = {0, 0, -1, 1};

static void reveal(char** board, int rows, int* cols, int r, int c) {
    if (r < 0 || r >= rows || c < 0 || c >= cols[r] || board[r][c] != 'E') return;
    int mines = 0;
    for (int k = 0; k < 4; k++) {
        int nr = r + dr[k], nc = c + dc[k];
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols[nr] && board[nr][nc] == 'M') mines++;
    }
    if (mines > 0) {
        board[r][c] = '0' + mines;
        return;
    }
    board[r][c] = 'B';
    for (int k = 0; k < 4; k++) reveal(board, rows, cols, r + dr[k], c + dc[k]);
}

char** updateBoard(char** board, int boardSize, int* boardColSize, int* click, int clickSize, int* returnSize, int** returnColumnSizes) {
    *returnSize = boardSize;
    *returnColumnSizes = malloc(sizeof(int) * boardSize);
    memcpy(*returnColumnSizes, boardColSize, sizeof(int) * boardSize);
    if (board[click[0]][click[1]] == 'M') {
        board[click[0]][click[1]] = 'X';
    } else {
        reveal(board, boardSize, boardColSize, click[0], click[1]);
    }
    return board;
}

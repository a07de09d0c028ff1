/* Mistake: the backtracking returns nothing, so it never learns that the board is solved: it goes on searching, and its undo step (board[r][c] = '.') erases the solution on the way back up. */
static int rows[9], cols[9], boxes[9];
static int emptyRow[81], emptyCol[81], emptyCount;

static int candidates(int r, int c) {
    return ~(rows[r] | cols[c] | boxes[r / 3 * 3 + c / 3]) & 0x1FF;
}

static void take(int r, int c, int bit) {
    rows[r] ^= bit;
    cols[c] ^= bit;
    boxes[r / 3 * 3 + c / 3] ^= bit;
}

static void fill(char** board, int k) {
    if (k == emptyCount) return;
    /* the empty cell with the fewest candidates first */
    int best = k;
    for (int i = k; i < emptyCount; i++) {
        if (__builtin_popcount(candidates(emptyRow[i], emptyCol[i])) <
            __builtin_popcount(candidates(emptyRow[best], emptyCol[best])))
            best = i;
    }
    int r = emptyRow[best], c = emptyCol[best];
    emptyRow[best] = emptyRow[k], emptyCol[best] = emptyCol[k];
    emptyRow[k] = r, emptyCol[k] = c;
    for (int mask = candidates(r, c); mask; mask &= mask - 1) {
        int bit = mask & -mask;
        take(r, c, bit);
        board[r][c] = '1' + __builtin_ctz(bit);
        fill(board, k + 1);
        take(r, c, bit);
        board[r][c] = '.';
    }
}

void solveSudoku(char** board, int boardSize, int* boardColSize) {
    memset(rows, 0, sizeof rows);
    memset(cols, 0, sizeof cols);
    memset(boxes, 0, sizeof boxes);
    emptyCount = 0;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            if (board[r][c] == '.') {
                emptyRow[emptyCount] = r;
                emptyCol[emptyCount++] = c;
            } else {
                take(r, c, 1 << (board[r][c] - '1'));
            }
        }
    }
    fill(board, 0);
}

/*
 * Reference solution for LeetCode 37, "Sudoku Solver", in C: fill the board in place.
 *
 * Idea: backtracking with one 9-bit mask per row, column and 3x3 box saying which digits are
 * taken, so a cell's candidates are one OR away. At each step the empty cell with the fewest
 * candidates is filled next (a cell with none ends the branch at once), which keeps even the
 * puzzles written against naive backtracking to a few hundred steps. LeetCode's caller owns
 * the rows; the function only writes digits into them.
 *
 * Cost: exponential in the worst case, small in practice; O(81) extra space.
 */

struct sudoku {
    int rows[9], cols[9], boxes[9];
    int emptyRow[81], emptyCol[81];
    int emptyCount;
};

static void take(struct sudoku *s, int r, int c, int bit) {
    s->rows[r] ^= bit;
    s->cols[c] ^= bit;
    s->boxes[r / 3 * 3 + c / 3] ^= bit;
}

static int candidates(const struct sudoku *s, int r, int c) {
    return ~(s->rows[r] | s->cols[c] | s->boxes[r / 3 * 3 + c / 3]) & 0x1FF;
}

static bool fill(struct sudoku *s, char **board, int k) {
    if (k == s->emptyCount) return true;
    int best = k, fewest = 10;
    for (int i = k; i < s->emptyCount; i++) {
        int count = __builtin_popcount(candidates(s, s->emptyRow[i], s->emptyCol[i]));
        if (count < fewest) {
            fewest = count;
            best = i;
            if (count <= 1) break;
        }
    }
    int r = s->emptyRow[best], c = s->emptyCol[best];
    s->emptyRow[best] = s->emptyRow[k];
    s->emptyCol[best] = s->emptyCol[k];
    s->emptyRow[k] = r;
    s->emptyCol[k] = c;
    for (int mask = candidates(s, r, c); mask; mask &= mask - 1) {
        int bit = mask & -mask;
        take(s, r, c, bit);
        board[r][c] = '1' + __builtin_ctz(bit);
        if (fill(s, board, k + 1)) return true;
        take(s, r, c, bit);
    }
    board[r][c] = '.';
    return false;
}

void solveSudoku(char** board, int boardSize, int* boardColSize) {
    struct sudoku s = {0};
    for (int r = 0; r < boardSize; r++) {
        for (int c = 0; c < boardColSize[r]; c++) {
            if (board[r][c] == '.') {
                s.emptyRow[s.emptyCount] = r;
                s.emptyCol[s.emptyCount++] = c;
            } else {
                take(&s, r, c, 1 << (board[r][c] - '1'));
            }
        }
    }
    fill(&s, board, 0);
}

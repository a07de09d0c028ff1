/*
 * Reference solution for LeetCode 51, "N-Queens", in C: list every placement.
 *
 * Idea: backtracking one row at a time; queens[r] is the column of the queen on row r, and
 * three flag arrays say which columns, diagonals (r + c) and anti-diagonals (r - c + n - 1)
 * are taken. Each complete placement becomes n malloc'd strings of n characters. The list of
 * boards grows by doubling; *returnSize and *returnColumnSizes tell LeetCode's caller its shape.
 *
 * Cost: O(n!) time at most; O(n) space besides the O(n^2 S(n)) output.
 */

struct search {
    int n;
    int *queens;
    bool *column, *diagonal, *antiDiagonal;
    char ***boards;
    int count, capacity;
};

static void record(struct search *s) {
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 16;
        s->boards = realloc(s->boards, s->capacity * sizeof *s->boards);
    }
    char **board = malloc(s->n * sizeof *board);
    for (int row = 0; row < s->n; row++) {
        board[row] = malloc(s->n + 1);
        memset(board[row], '.', s->n);
        board[row][s->queens[row]] = 'Q';
        board[row][s->n] = '\0';
    }
    s->boards[s->count++] = board;
}

static void place(struct search *s, int row) {
    int n = s->n;
    if (row == n) {
        record(s);
        return;
    }
    for (int col = 0; col < n; col++) {
        int d = row + col, a = row - col + n - 1;
        if (s->column[col] || s->diagonal[d] || s->antiDiagonal[a]) continue;
        s->column[col] = s->diagonal[d] = s->antiDiagonal[a] = true;
        s->queens[row] = col;
        place(s, row + 1);
        s->column[col] = s->diagonal[d] = s->antiDiagonal[a] = false;
    }
}

char ***solveNQueens(int n, int *returnSize, int **returnColumnSizes) {
    struct search s = {0};
    s.n = n;
    s.queens = calloc(n, sizeof *s.queens);
    s.column = calloc(n, sizeof *s.column);
    s.diagonal = calloc(2 * n - 1, sizeof *s.diagonal);
    s.antiDiagonal = calloc(2 * n - 1, sizeof *s.antiDiagonal);
    place(&s, 0);
    free(s.queens);
    free(s.column);
    free(s.diagonal);
    free(s.antiDiagonal);
    *returnSize = s.count;
    *returnColumnSizes = malloc((s.count ? s.count : 1) * sizeof **returnColumnSizes);
    for (int i = 0; i < s.count; i++) (*returnColumnSizes)[i] = n;
    return s.boards;
}

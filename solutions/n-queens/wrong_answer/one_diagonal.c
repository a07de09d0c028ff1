/*
 * N-Queens (LeetCode 51) in C, WRONG ANSWER: only one of the two diagonals is checked.
 *
 * Idea: backtracking row by row with flags for the columns and diagonals taken.
 * Bug: only the anti-diagonals (row + col) are tracked, never the diagonals (row - col), so
 * queens attacking each other down and to the right are accepted. n = 1 passes; n = 2
 * already returns a board with two queens on the main diagonal.
 *
 * Cost: O(n!) time at most; O(n) space besides the output.
 */

static void place(int n, int row, int *queens, bool *cols, bool *sums, char ****boards, int *count, int *capacity) {
    if (row == n) {
        char **board = malloc(n * sizeof(char *));
        for (int r = 0; r < n; r++) {
            board[r] = malloc(n + 1);
            memset(board[r], '.', n);
            board[r][queens[r]] = 'Q';
            board[r][n] = '\0';
        }
        if (*count == *capacity) {
            *capacity = *capacity ? 2 * *capacity : 16;
            *boards = realloc(*boards, *capacity * sizeof(char **));
        }
        (*boards)[(*count)++] = board;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (cols[col] || sums[row + col]) continue;  /* row - col is forgotten */
        cols[col] = sums[row + col] = true;
        queens[row] = col;
        place(n, row + 1, queens, cols, sums, boards, count, capacity);
        cols[col] = sums[row + col] = false;
    }
}

char ***solveNQueens(int n, int *returnSize, int **returnColumnSizes) {
    int queens[32];
    bool cols[32] = {0}, sums[64] = {0};
    char ***boards = NULL;
    int count = 0, capacity = 0;
    place(n, 0, queens, cols, sums, &boards, &count, &capacity);
    *returnSize = count;
    *returnColumnSizes = malloc((count ? count : 1) * sizeof(int));
    for (int i = 0; i < count; i++) (*returnColumnSizes)[i] = n;
    return boards;
}

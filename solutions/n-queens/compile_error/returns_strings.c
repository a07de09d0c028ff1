/*
 * N-Queens (LeetCode 51) in C, COMPILE ERROR: the function's signature differs from LeetCode's.
 *
 * Idea: backtracking row by row; each board is n malloc'd strings.
 * Bug: LeetCode's C signature is `char*** solveNQueens(int n, int* returnSize,
 * int** returnColumnSizes)`: a list of boards, each a list of strings, with the sizes returned
 * through pointers. This one returns a char** and has no returnColumnSizes, as if there were
 * a single board; the judge's call of the function does not compile.
 *
 * Cost: would be O(n!) time at most; O(n) space besides the output.
 */

static bool place(int n, int row, int *queens) {
    if (row == n) return true;
    for (int col = 0; col < n; col++) {
        bool safe = true;
        for (int r = 0; r < row && safe; r++) safe = queens[r] != col && abs(queens[r] - col) != row - r;
        if (!safe) continue;
        queens[row] = col;
        if (place(n, row + 1, queens)) return true;
    }
    return false;
}

char **solveNQueens(int n, int *returnSize) {
    int queens[32];
    *returnSize = 0;
    if (!place(n, 0, queens)) return NULL;
    char **board = malloc(n * sizeof(char *));
    for (int r = 0; r < n; r++) {
        board[r] = calloc(n + 1, 1);
        memset(board[r], '.', n);
        board[r][queens[r]] = 'Q';
    }
    *returnSize = n;
    return board;
}

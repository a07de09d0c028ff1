/*
 * N-Queens (LeetCode 51) in C, accepted: an array of queen columns, checked against earlier rows.
 *
 * Idea: queens[r] is the column of row r's queen. A new queen at (row, col) is safe when no
 * earlier queen shares its column or either diagonal (|col - queens[r]| == row - r); that check
 * walks the earlier rows, so no flag arrays are needed. Boards are appended to a list that
 * doubles as it grows.
 *
 * Cost: O(n! * n) time at most; O(n) space besides the output.
 */

static bool safe(const int *queens, int row, int col) {
    for (int r = 0; r < row; r++) {
        int apart = queens[r] - col;
        if (apart == 0 || apart == row - r || apart == r - row) return false;
    }
    return true;
}

static void place(int n, int row, int *queens, char ****boards, int *count, int *capacity) {
    if (row == n) {
        if (*count == *capacity) {
            *capacity = *capacity ? *capacity * 2 : 8;
            *boards = realloc(*boards, *capacity * sizeof(char **));
        }
        char **board = malloc(n * sizeof(char *));
        for (int r = 0; r < n; r++) {
            board[r] = malloc(n + 1);
            for (int c = 0; c < n; c++) board[r][c] = c == queens[r] ? 'Q' : '.';
            board[r][n] = '\0';
        }
        (*boards)[(*count)++] = board;
        return;
    }
    for (int col = 0; col < n; col++) {
        if (!safe(queens, row, col)) continue;
        queens[row] = col;
        place(n, row + 1, queens, boards, count, capacity);
    }
}

char ***solveNQueens(int n, int *returnSize, int **returnColumnSizes) {
    int queens[32];
    char ***boards = NULL;
    int count = 0, capacity = 0;
    place(n, 0, queens, &boards, &count, &capacity);
    *returnSize = count;
    *returnColumnSizes = malloc((count ? count : 1) * sizeof(int));
    for (int i = 0; i < count; i++) (*returnColumnSizes)[i] = n;
    return boards;
}

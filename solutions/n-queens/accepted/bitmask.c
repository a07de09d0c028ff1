/*
 * N-Queens (LeetCode 51) in C, accepted: backtracking on bitmasks, headers written out.
 *
 * Idea: the free squares of a row are ~(cols | left | right) within n bits, taken lowest bit
 * first; queens[r] records the column chosen on row r, and each complete placement becomes
 * n malloc'd rows. The boards are counted first (one quick pass of the same search), so the
 * result arrays are allocated once at their exact size. This file writes its own #include
 * lines, as one would outside LeetCode.
 *
 * Cost: O(n!) time at most, twice; O(n) space besides the output.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int n;
    unsigned full;
    int queens[32];
    char ***boards; /* NULL while counting */
    int found;
} Search;

static void search(Search *s, int row, unsigned cols, unsigned left, unsigned right) {
    if (cols == s->full) {
        if (s->boards) {
            char **board = malloc(s->n * sizeof(char *));
            for (int r = 0; r < s->n; r++) {
                board[r] = malloc(s->n + 1);
                memset(board[r], '.', s->n);
                board[r][s->queens[r]] = 'Q';
                board[r][s->n] = '\0';
            }
            s->boards[s->found] = board;
        }
        s->found++;
        return;
    }
    for (unsigned spots = s->full & ~(cols | left | right); spots; spots &= spots - 1) {
        unsigned bit = spots & -spots;
        s->queens[row] = __builtin_ctz(bit);
        search(s, row + 1, cols | bit, ((left | bit) << 1) & s->full, (right | bit) >> 1);
    }
}

char ***solveNQueens(int n, int *returnSize, int **returnColumnSizes) {
    Search s = {.n = n, .full = (1u << n) - 1};
    search(&s, 0, 0, 0, 0);
    int total = s.found;
    s.boards = malloc((total ? total : 1) * sizeof(char **));
    s.found = 0;
    search(&s, 0, 0, 0, 0);
    *returnSize = total;
    *returnColumnSizes = malloc((total ? total : 1) * sizeof(int));
    for (int i = 0; i < total; i++) (*returnColumnSizes)[i] = n;
    return s.boards;
}

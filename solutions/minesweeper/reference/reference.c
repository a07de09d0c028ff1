/*
 * Reference solution for LeetCode 529, "Minesweeper", in C: the board after one click.
 *
 * Idea: a clicked mine becomes 'X' and nothing else changes. Otherwise breadth-first search
 * from the clicked square: a square with k adjacent mines shows the digit k and stops there;
 * one with none becomes 'B' and its unrevealed neighbours join the queue. A square is marked
 * 'B' when it is queued, so that no square is queued twice (a digit overwrites the mark).
 * The board is changed in place and returned, with a malloc'd copy of its row lengths.
 *
 * Cost: O(m * n) time, each square looking at its eight neighbours once; O(m * n) queue.
 */

static int mines(char **board, int rows, int *cols, int r, int c) {
    int count = 0;
    for (int nr = r - 1; nr <= r + 1; nr++) {
        for (int nc = c - 1; nc <= c + 1; nc++) {
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols[nr] && board[nr][nc] == 'M') count++;
        }
    }
    return count;
}

char** updateBoard(char** board, int boardSize, int* boardColSize, int* click, int clickSize, int* returnSize, int** returnColumnSizes) {
    *returnSize = boardSize;
    *returnColumnSizes = malloc(sizeof(int) * boardSize);
    memcpy(*returnColumnSizes, boardColSize, sizeof(int) * boardSize);
    int r = click[0], c = click[1];
    if (board[r][c] == 'M') {
        board[r][c] = 'X';
        return board;
    }
    int cells = 0;
    for (int i = 0; i < boardSize; i++) cells += boardColSize[i];
    int *queue = malloc(sizeof(int) * 2 * cells);
    int head = 0, tail = 0;
    queue[tail++] = r;
    queue[tail++] = c;
    board[r][c] = 'B';
    while (head < tail) {
        r = queue[head++];
        c = queue[head++];
        int count = mines(board, boardSize, boardColSize, r, c);
        if (count > 0) {
            board[r][c] = '0' + count;
            continue;
        }
        for (int nr = r - 1; nr <= r + 1; nr++) {
            for (int nc = c - 1; nc <= c + 1; nc++) {
                if (nr >= 0 && nr < boardSize && nc >= 0 && nc < boardColSize[nr] && board[nr][nc] == 'E') {
                    board[nr][nc] = 'B';
                    queue[tail++] = nr;
                    queue[tail++] = nc;
                }
            }
        }
    }
    free(queue);
    return board;
}

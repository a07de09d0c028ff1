/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
char** markCell(char** board, int boardSize, int* boardColSize, int* click, int clickSize, int* returnSize, int** returnColumnSizes) {
    board[click[0]][click[1]] = 'X';
    *returnSize = boardSize;
    *returnColumnSizes = malloc(sizeof(int) * boardSize);
    memcpy(*returnColumnSizes, boardColSize, sizeof(int) * boardSize);
    return board;
}

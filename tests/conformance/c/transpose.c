/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
int** transpose(int** grid, int gridSize, int* gridColSize, int* returnSize, int** returnColumnSizes) {
    int rows = gridSize, cols = gridColSize[0];
    int** result = malloc(sizeof(int*) * cols);
    *returnColumnSizes = malloc(sizeof(int) * cols);
    for (int c = 0; c < cols; c++) {
        result[c] = malloc(sizeof(int) * rows);
        (*returnColumnSizes)[c] = rows;
        for (int r = 0; r < rows; r++) {
            result[c][r] = grid[r][c];
        }
    }
    *returnSize = cols;
    return result;
}

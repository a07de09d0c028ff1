/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
long long* rowSums(long long** grid, int gridSize, int* gridColSize, int* returnSize) {
    long long* sums = malloc(sizeof(long long) * gridSize);
    for (int r = 0; r < gridSize; r++) {
        sums[r] = 0;
        for (int c = 0; c < gridColSize[r]; c++) {
            sums[r] += grid[r][c];
        }
    }
    *returnSize = gridSize;
    return sums;
}

/*
 * Permutations II (LeetCode 47) in C, WRONG ANSWER: skips a number equal to the one before it,
 * whether or not that one is already placed.
 *
 * Sorted, with a "used" flag per position. The duplicate check is `nums[i] == nums[i - 1]` with
 * no `!used[i - 1]`, so the second of two equal numbers is refused even after the first has been
 * placed: no permutation holding a repeated number is ever finished. Example 1 answers [].
 */

static int ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static void extend(int *nums, int size, bool *used, int *path, int depth, int **rows, int *count) {
    if (depth == size) {
        int *row = malloc(size * sizeof(int));
        memcpy(row, path, size * sizeof(int));
        rows[(*count)++] = row;
        return;
    }
    for (int i = 0; i < size; i++) {
        if (used[i]) continue;
        if (i > 0 && nums[i] == nums[i - 1]) continue; /* the used[i - 1] half is missing */
        used[i] = true;
        path[depth] = nums[i];
        extend(nums, size, used, path, depth + 1, rows, count);
        used[i] = false;
    }
}

int** permuteUnique(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    int most = 1;
    for (int k = 2; k <= numsSize; k++) most *= k;
    qsort(nums, numsSize, sizeof(int), ascending);
    int **rows = malloc(most * sizeof(int *));
    int *path = malloc(numsSize * sizeof(int));
    bool *used = calloc(numsSize, sizeof(bool));
    *returnSize = 0;
    extend(nums, numsSize, used, path, 0, rows, returnSize);
    free(path);
    free(used);
    *returnColumnSizes = malloc(most * sizeof(int));
    for (int i = 0; i < *returnSize; i++) (*returnColumnSizes)[i] = numsSize;
    return rows;
}

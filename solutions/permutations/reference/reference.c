/*
 * Reference solution for LeetCode 46, "Permutations", in C.
 *
 * Idea: swap in place. Position `first` takes in turn each number from `first` onwards, the
 * rest is permuted recursively, and the swap is undone. When every position is fixed, the
 * array is copied into a new malloc'd row. There are n! rows of n numbers, so the answer is
 * allocated once at its final size; *returnColumnSizes holds n for every row.
 *
 * Cost: O(n * n!) time; O(n) stack besides the output.
 */

static void swapInts(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static void arrange(int *nums, int numsSize, int first, int **result, int *count) {
    if (first == numsSize) {
        int *row = malloc(numsSize * sizeof(int));
        memcpy(row, nums, numsSize * sizeof(int));
        result[(*count)++] = row;
        return;
    }
    for (int i = first; i < numsSize; i++) {
        swapInts(&nums[first], &nums[i]);
        arrange(nums, numsSize, first + 1, result, count);
        swapInts(&nums[first], &nums[i]);
    }
}

int** permute(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    int total = 1;
    for (int k = 2; k <= numsSize; k++) total *= k;
    int **result = malloc(total * sizeof(int *));
    *returnSize = 0;
    arrange(nums, numsSize, 0, result, returnSize);
    *returnColumnSizes = malloc(total * sizeof(int));
    for (int i = 0; i < total; i++) (*returnColumnSizes)[i] = numsSize;
    return result;
}

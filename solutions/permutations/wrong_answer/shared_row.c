/*
 * Permutations (LeetCode 46) in C, WRONG ANSWER: every row of the answer is the same buffer.
 *
 * Idea: swap in place, and at each full arrangement record it. Bug: the row recorded is the
 * pointer nums itself, not a malloc'd copy, so all n! rows show the array as it is at the end
 * (the swaps undone: the input), and the answer is the input n! times.
 */

static void swapInts(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static void arrange(int *nums, int numsSize, int first, int **result, int *count) {
    if (first == numsSize) {
        result[(*count)++] = nums; /* the same pointer every time */
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

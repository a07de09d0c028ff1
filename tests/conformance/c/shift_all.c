/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* shiftAll(int* nums, int numsSize, int by, int* returnSize) {
    int* shifted = malloc(sizeof(int) * numsSize);
    for (int i = 0; i < numsSize; i++) {
        shifted[i] = nums[i] + by;
    }
    *returnSize = numsSize;
    return shifted;
}

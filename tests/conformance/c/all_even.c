bool allEven(int* nums, int numsSize) {
    for (int i = 0; i < numsSize; i++) {
        if (nums[i] % 2 != 0) return false;
    }
    return true;
}

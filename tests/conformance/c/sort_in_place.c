static int compare(const void* a, const void* b) {
    int x = *(const int*)a, y = *(const int*)b;
    return (x > y) - (x < y);
}

void sortInPlace(int* nums, int numsSize) {
    qsort(nums, numsSize, sizeof(int), compare);
}

/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
long long* reverseLongs(long long* values, int valuesSize, int* returnSize) {
    long long* reversed = malloc(sizeof(long long) * valuesSize);
    for (int i = 0; i < valuesSize; i++) {
        reversed[i] = values[valuesSize - 1 - i];
    }
    *returnSize = valuesSize;
    return reversed;
}

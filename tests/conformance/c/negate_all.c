/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
bool* negateAll(bool* flags, int flagsSize, int* returnSize) {
    bool* negated = malloc(sizeof(bool) * flagsSize);
    for (int i = 0; i < flagsSize; i++) {
        negated[i] = !flags[i];
    }
    *returnSize = flagsSize;
    return negated;
}

/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
char* letters(char* word, int* returnSize) {
    int length = strlen(word);
    char* result = malloc(length);
    memcpy(result, word, length);
    *returnSize = length;
    return result;
}

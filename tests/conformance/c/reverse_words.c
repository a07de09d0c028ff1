/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
char** reverseWords(char** words, int wordsSize, int* returnSize) {
    char** reversed = malloc(sizeof(char*) * wordsSize);
    for (int i = 0; i < wordsSize; i++) {
        reversed[i] = words[wordsSize - 1 - i];
    }
    *returnSize = wordsSize;
    return reversed;
}

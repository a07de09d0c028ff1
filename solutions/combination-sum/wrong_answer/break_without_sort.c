/*
 * Combination Sum (LeetCode 39) in C, WRONG ANSWER: prunes with `break` but never sorts.
 *
 * Backtracking with a start index that stops its loop at the first candidate larger than what
 * remains. That is only right when the candidates ascend; they are used as given, so with
 * [39, 31, 23, 9, 4, 3] and target 17 the first loop stops at 39 > 17 and never reaches 9, 4 or
 * 3: the answer is [] instead of [[3,3,3,4,4],[4,4,9]]. A qsort first fixes it.
 */

static void explore(int *candidates, int count, int start, int remain, int *path, int depth,
                    int ***rows, int **sizes, int *size, int *capacity) {
    if (remain == 0) {
        if (*size == *capacity) {
            *capacity = *capacity ? 2 * *capacity : 16;
            *rows = realloc(*rows, *capacity * sizeof(int *));
            *sizes = realloc(*sizes, *capacity * sizeof(int));
        }
        int *row = malloc((depth ? depth : 1) * sizeof(int));
        memcpy(row, path, depth * sizeof(int));
        (*rows)[*size] = row;
        (*sizes)[*size] = depth;
        (*size)++;
        return;
    }
    for (int i = start; i < count; i++) {
        if (candidates[i] > remain) break; /* only valid for sorted candidates */
        path[depth] = candidates[i];
        explore(candidates, count, i, remain - candidates[i], path, depth + 1, rows, sizes, size, capacity);
    }
}

int** combinationSum(int* candidates, int candidatesSize, int target, int* returnSize, int** returnColumnSizes) {
    int **rows = NULL, *sizes = NULL, size = 0, capacity = 0;
    int *path = malloc(target * sizeof(int));
    explore(candidates, candidatesSize, 0, target, path, 0, &rows, &sizes, &size, &capacity);
    free(path);
    *returnSize = size;
    *returnColumnSizes = sizes;
    return rows;
}

/*
 * Combination Sum II (LeetCode 40) in C, WRONG ANSWER: the search goes on from i, not i + 1.
 *
 * Sorted, start index, repeats skipped at each depth: all as the reference but the recursive
 * call, explore(i, ...), which lets the entry just taken be taken again, as in problem 39. Each
 * entry counts once here: example 1 answers [1,1,1,1,1,1,1,1] among others, from only two 1s.
 * The path has room for target numbers (every candidate is at least 1), which is still enough.
 */

static int ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static void explore(int *c, int count, int start, int remain, int *path, int depth,
                    int ***rows, int **sizes, int *size, int *capacity) {
    if (remain == 0) {
        if (*size == *capacity) {
            *capacity = *capacity ? 2 * *capacity : 16;
            *rows = realloc(*rows, *capacity * sizeof(int *));
            *sizes = realloc(*sizes, *capacity * sizeof(int));
        }
        int *row = malloc(depth * sizeof(int));
        memcpy(row, path, depth * sizeof(int));
        (*rows)[*size] = row;
        (*sizes)[*size] = depth;
        (*size)++;
        return;
    }
    for (int i = start; i < count && c[i] <= remain; i++) {
        if (i > start && c[i] == c[i - 1]) continue;
        path[depth] = c[i];
        explore(c, count, i, remain - c[i], path, depth + 1, rows, sizes, size, capacity); /* i + 1 */
    }
}

int** combinationSum2(int* candidates, int candidatesSize, int target, int* returnSize, int** returnColumnSizes) {
    int **rows = NULL, *sizes = NULL, size = 0, capacity = 0;
    int *path = malloc(target * sizeof(int));
    qsort(candidates, candidatesSize, sizeof(int), ascending);
    explore(candidates, candidatesSize, 0, target, path, 0, &rows, &sizes, &size, &capacity);
    free(path);
    *returnSize = size;
    *returnColumnSizes = sizes;
    return rows;
}

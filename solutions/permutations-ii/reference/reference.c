/*
 * Reference solution for LeetCode 47, "Permutations II", in C.
 *
 * Idea: backtracking over the sorted numbers with a "used" flag per position; nums[i] is skipped
 * when the equal number just before it is still unused, so equal numbers enter the path left to
 * right only and each distinct permutation is built once. There are at most n! of them, so the
 * list of rows is allocated once at that size; each row is its own malloc'd copy of the path.
 *
 * Cost: one leaf per distinct permutation, O(n) to build and copy each; O(n) stack besides the output.
 */

struct search {
    int *nums, size;
    int *path, depth;
    bool *used;
    int **rows, count;
};

static int ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static void extend(struct search *s) {
    if (s->depth == s->size) {
        int *row = malloc(s->size * sizeof(int));
        memcpy(row, s->path, s->size * sizeof(int));
        s->rows[s->count++] = row;
        return;
    }
    for (int i = 0; i < s->size; i++) {
        if (s->used[i]) continue;
        if (i > 0 && s->nums[i] == s->nums[i - 1] && !s->used[i - 1]) continue;
        s->used[i] = true;
        s->path[s->depth++] = s->nums[i];
        extend(s);
        s->depth--;
        s->used[i] = false;
    }
}

int** permuteUnique(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    int most = 1;
    for (int k = 2; k <= numsSize; k++) most *= k;
    struct search s = {0};
    s.nums = nums;
    s.size = numsSize;
    qsort(nums, numsSize, sizeof(int), ascending);
    s.path = malloc(numsSize * sizeof(int));
    s.used = calloc(numsSize, sizeof(bool));
    s.rows = malloc(most * sizeof(int *));
    extend(&s);
    free(s.path);
    free(s.used);
    *returnSize = s.count;
    *returnColumnSizes = malloc((s.count ? s.count : 1) * sizeof(int));
    for (int i = 0; i < s.count; i++) (*returnColumnSizes)[i] = numsSize;
    return s.rows;
}

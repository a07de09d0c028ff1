/*
 * Reference solution for LeetCode 40, "Combination Sum II", in C.
 *
 * Idea: backtracking over the sorted candidates with a start index; each entry is used at most
 * once (recurse from i + 1), and at one depth only the first of equal candidates is tried, so no
 * combination is built twice. Every candidate is at least 1, so a combination holds at most
 * target numbers: the path is one array of that size. Each answer is copied into its own
 * malloc'd row, and the list of rows grows by doubling.
 *
 * Cost: one step per distinct partial combination within the target; O(target) space besides the output.
 */

struct search {
    int *candidates, count;
    int *path, depth;
    int **rows, *sizes, size, capacity;
};

static int ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

static void record(struct search *s) {
    if (s->size == s->capacity) {
        s->capacity = s->capacity ? 2 * s->capacity : 16;
        s->rows = realloc(s->rows, s->capacity * sizeof(int *));
        s->sizes = realloc(s->sizes, s->capacity * sizeof(int));
    }
    int *row = malloc(s->depth * sizeof(int));
    memcpy(row, s->path, s->depth * sizeof(int));
    s->rows[s->size] = row;
    s->sizes[s->size] = s->depth;
    s->size++;
}

static void explore(struct search *s, int start, int remain) {
    if (remain == 0) {
        record(s);
        return;
    }
    for (int i = start; i < s->count && s->candidates[i] <= remain; i++) {
        if (i > start && s->candidates[i] == s->candidates[i - 1]) continue;
        s->path[s->depth++] = s->candidates[i];
        explore(s, i + 1, remain - s->candidates[i]);
        s->depth--;
    }
}

int** combinationSum2(int* candidates, int candidatesSize, int target, int* returnSize, int** returnColumnSizes) {
    struct search s = {0};
    s.candidates = candidates;
    s.count = candidatesSize;
    qsort(candidates, candidatesSize, sizeof(int), ascending);
    s.path = malloc(target * sizeof(int));
    explore(&s, 0, target);
    free(s.path);
    *returnSize = s.size;
    *returnColumnSizes = s.sizes;
    return s.rows;
}

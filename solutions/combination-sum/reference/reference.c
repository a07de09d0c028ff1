/*
 * Reference solution for LeetCode 39, "Combination Sum", in C.
 *
 * Idea: backtracking over the sorted candidates with a start index: after taking candidates[i]
 * the search continues from i, never from an earlier index, so each combination is built once,
 * in ascending order; the loop stops at the first candidate larger than what remains. A
 * combination holds at most target / 2 numbers (every candidate is at least 2), so the path is
 * one array of target numbers; each answer is copied into its own malloc'd row, and the list of
 * rows grows by doubling.
 *
 * Cost: one step per partial combination within the target; O(target) space besides the output.
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
    int *row = malloc((s->depth ? s->depth : 1) * sizeof(int));
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
        s->path[s->depth++] = s->candidates[i];
        explore(s, i, remain - s->candidates[i]);
        s->depth--;
    }
}

int** combinationSum(int* candidates, int candidatesSize, int target, int* returnSize, int** returnColumnSizes) {
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

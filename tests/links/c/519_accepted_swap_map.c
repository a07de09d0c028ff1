// Cells 0..total-1 are the unflipped ones, as if in an array; a flip draws an
// index, takes its cell and moves the last cell into its place. Only moved
// indices are stored, in a uthash table.
struct Moved {
    int index, cell;
    UT_hash_handle hh;
};

typedef struct {
    int m, n, total;
    struct Moved* moved;
} Solution;

static int cellAt(Solution* obj, int index) {
    struct Moved* found;
    HASH_FIND_INT(obj->moved, &index, found);
    return found ? found->cell : index;
}

static void clear(Solution* obj) {
    struct Moved *entry, *next;
    HASH_ITER(hh, obj->moved, entry, next) {
        HASH_DEL(obj->moved, entry);
        free(entry);
    }
}

Solution* solutionCreate(int m, int n) {
    Solution* obj = calloc(1, sizeof(Solution));
    obj->m = m;
    obj->n = n;
    obj->total = m * n;
    return obj;
}

int* solutionFlip(Solution* obj, int* retSize) {
    long long wide = (long long)rand() << 31 | rand();
    int k = (int)(wide % obj->total--);
    int cell = cellAt(obj, k), last = cellAt(obj, obj->total);
    struct Moved* entry;
    HASH_FIND_INT(obj->moved, &k, entry);
    if (!entry) {
        entry = malloc(sizeof *entry);
        entry->index = k;
        HASH_ADD_INT(obj->moved, index, entry);
    }
    entry->cell = last;
    int* result = malloc(2 * sizeof(int));
    result[0] = cell / obj->n;
    result[1] = cell % obj->n;
    *retSize = 2;
    return result;
}

void solutionReset(Solution* obj) {
    clear(obj);
    obj->total = obj->m * obj->n;
}

void solutionFree(Solution* obj) {
    clear(obj);
    free(obj);
}

/**
 * Your Solution struct will be instantiated and called as such:
 * Solution* obj = solutionCreate(m, n);
 * int* param_1 = solutionFlip(obj, retSize);
 
 * solutionReset(obj);
 
 * solutionFree(obj);
*/

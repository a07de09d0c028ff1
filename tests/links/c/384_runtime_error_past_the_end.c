// Fisher-Yates begun one index too far: order[size] is past the end of the
// copy it shuffles.
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
    int* order = malloc(obj->size * sizeof(int));
    memcpy(order, obj->nums, obj->size * sizeof(int));
    for (int i = obj->size; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    *retSize = obj->size;
    return order;
}

void solutionFree(Solution* obj) {
    free(obj->nums);
    free(obj);
}

// Fisher-Yates on a copy; reset copies the original back.
typedef struct {
    int* original;
    int* nums;
    int size;
} Solution;

Solution* solutionCreate(int* nums, int numsSize) {
    Solution* obj = malloc(sizeof(Solution));
    obj->size = numsSize;
    obj->original = malloc(numsSize * sizeof(int));
    obj->nums = malloc(numsSize * sizeof(int));
    memcpy(obj->original, nums, numsSize * sizeof(int));
    memcpy(obj->nums, nums, numsSize * sizeof(int));
    return obj;
}

int* solutionReset(Solution* obj, int* retSize) {
    memcpy(obj->nums, obj->original, obj->size * sizeof(int));
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
    free(obj->original);
    free(obj->nums);
    free(obj);
}

/**
 * Your Solution struct will be instantiated and called as such:
 * Solution* obj = solutionCreate(nums, numsSize);
 * int* param_1 = solutionReset(obj, retSize);
 
 * int* param_2 = solutionShuffle(obj, retSize);
 
 * solutionFree(obj);
*/

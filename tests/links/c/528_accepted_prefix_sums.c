// Prefix sums of the weights; a draw in [1, total] is found by binary search
// for the first sum at least as large.
typedef struct {
    int* sums;
    int size;
} Solution;

Solution* solutionCreate(int* w, int wSize) {
    Solution* obj = malloc(sizeof(Solution));
    obj->size = wSize;
    obj->sums = malloc(wSize * sizeof(int));
    for (int i = 0, total = 0; i < wSize; i++) obj->sums[i] = total += w[i];
    return obj;
}

int solutionPickIndex(Solution* obj) {
    int target = rand() % obj->sums[obj->size - 1] + 1;
    int lo = 0, hi = obj->size - 1;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (obj->sums[mid] < target) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

void solutionFree(Solution* obj) {
    free(obj->sums);
    free(obj);
}

/**
 * Your Solution struct will be instantiated and called as such:
 * Solution* obj = solutionCreate(w, wSize);
 * int param_1 = solutionPickIndex(obj);
 
 * solutionFree(obj);
*/

// Subtracts each weight from a draw in [0, total) until it goes negative.
typedef struct {
    int* w;
    int size, total;
} Solution;

Solution* solutionCreate(int* w, int wSize) {
    Solution* obj = calloc(1, sizeof(Solution));
    obj->size = wSize;
    obj->w = malloc(wSize * sizeof(int));
    memcpy(obj->w, w, wSize * sizeof(int));
    for (int i = 0; i < wSize; i++) obj->total += w[i];
    return obj;
}

int solutionPickIndex(Solution* obj) {
    int left = rand() % obj->total;
    int i = 0;
    while ((left -= obj->w[i]) >= 0) i++;
    return i;
}

void solutionFree(Solution* obj) {
    free(obj->w);
    free(obj);
}

// Every index as likely, whatever its weight.
typedef struct {
    int size;
} Solution;

Solution* solutionCreate(int* w, int wSize) {
    Solution* obj = malloc(sizeof(Solution));
    obj->size = wSize;
    return obj;
}

int solutionPickIndex(Solution* obj) {
    return rand() % obj->size;
}

void solutionFree(Solution* obj) {
    free(obj);
}

// The list's values copied into an array once; each draw is one index.
typedef struct {
    int* values;
    int size;
} Solution;

Solution* solutionCreate(struct ListNode* head) {
    Solution* obj = calloc(1, sizeof(Solution));
    for (struct ListNode* node = head; node; node = node->next) obj->size++;
    obj->values = malloc(obj->size * sizeof(int));
    int i = 0;
    for (struct ListNode* node = head; node; node = node->next) obj->values[i++] = node->val;
    return obj;
}

int solutionGetRandom(Solution* obj) {
    return obj->values[rand() % obj->size];
}

void solutionFree(Solution* obj) {
    free(obj->values);
    free(obj);
}

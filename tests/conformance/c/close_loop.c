struct ListNode* closeLoop(struct ListNode* head, int pos) {
    if (pos < 0) return head;
    struct ListNode* target = NULL;
    struct ListNode* tail = head;
    for (int i = 0;; i++) {
        if (i == pos) target = tail;
        if (!tail->next) break;
        tail = tail->next;
    }
    tail->next = target;
    return head;
}

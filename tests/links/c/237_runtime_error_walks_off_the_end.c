void deleteNode(struct ListNode* node) {
    // Walks off the end: the last node's next is NULL.
    while (node) {
        node->val = node->next->val;
        node = node->next;
    }
}

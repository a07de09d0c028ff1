void deleteNode(struct ListNode* node) {
    // Moves every later value one node back, then cuts the last node off.
    while (node->next->next) {
        node->val = node->next->val;
        node = node->next;
    }
    node->val = node->next->val;
    node->next = NULL;
}

struct Node* flatten(struct Node* head) {
    // Reads every node's child as if there were one: a null pointer dereferenced.
    for (struct Node* node = head; node; node = node->next) {
        if (node->child->val < 0) node->child = NULL;
    }
    return head;
}

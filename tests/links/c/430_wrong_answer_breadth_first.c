struct Node* flatten(struct Node* head) {
    // Puts every child list at the end of the list instead of after its parent.
    struct Node* last = head;
    while (last && last->next) last = last->next;
    for (struct Node* node = head; node; node = node->next) {
        if (node->child) {
            struct Node* child = node->child;
            node->child = NULL;
            last->next = child;
            child->prev = last;
            while (last->next) last = last->next;
        }
    }
    return head;
}

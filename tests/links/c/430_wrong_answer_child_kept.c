struct Node* flatten(struct Node* head) {
    // Splices the children in, but leaves each child pointer as it was.
    struct Node* waiting[1024];
    int size = 0;
    for (struct Node* node = head; node; node = node->next) {
        if (node->child && node->next != node->child) {
            if (node->next) waiting[size++] = node->next;
            node->next = node->child;
            node->child->prev = node;
        } else if (!node->next && size > 0) {
            struct Node* rest = waiting[--size];
            node->next = rest;
            rest->prev = node;
        }
    }
    return head;
}

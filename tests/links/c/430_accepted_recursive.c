// Flattens the list from node and gives its last node.
static struct Node* tailOf(struct Node* node) {
    struct Node* last = node;
    while (node) {
        struct Node* after = node->next;
        if (node->child) {
            struct Node* end = tailOf(node->child);
            node->next = node->child;
            node->child->prev = node;
            node->child = NULL;
            end->next = after;
            if (after) after->prev = end;
            last = end;
        } else {
            last = node;
        }
        node = after;
    }
    return last;
}

struct Node* flatten(struct Node* head) {
    if (head) tailOf(head);
    return head;
}

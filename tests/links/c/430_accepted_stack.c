/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     struct Node *prev;
 *     struct Node *next;
 *     struct Node *child;
 * };
 */

struct Node* flatten(struct Node* head) {
    // Splice each child list in at its parent, keeping what followed the parent on a stack.
    struct Node** waiting = NULL;
    int size = 0, capacity = 0;
    for (struct Node* node = head; node; node = node->next) {
        if (node->child) {
            if (node->next) {
                if (size == capacity) {
                    capacity = capacity ? 2 * capacity : 16;
                    waiting = realloc(waiting, capacity * sizeof *waiting);
                }
                waiting[size++] = node->next;
            }
            node->next = node->child;
            node->child->prev = node;
            node->child = NULL;
        } else if (!node->next && size > 0) {
            struct Node* rest = waiting[--size];
            node->next = rest;
            rest->prev = node;
        }
    }
    free(waiting);
    return head;
}

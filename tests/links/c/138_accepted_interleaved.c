/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     struct Node *next;
 *     struct Node *random;
 * };
 */

struct Node* copyRandomList(struct Node* head) {
    if (head == NULL) return NULL;
    // A -> A' -> B -> B' -> ...
    for (struct Node* p = head; p; p = p->next->next) {
        struct Node* copy = malloc(sizeof(struct Node));
        copy->val = p->val;
        copy->next = p->next;
        copy->random = NULL;
        p->next = copy;
    }
    for (struct Node* p = head; p; p = p->next->next) {
        if (p->random) p->next->random = p->random->next;
    }
    struct Node* newHead = head->next;
    for (struct Node* p = head; p; p = p->next) {
        struct Node* copy = p->next;
        p->next = copy->next;
        copy->next = copy->next ? copy->next->next : NULL;
    }
    return newHead;
}

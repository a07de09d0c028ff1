/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     struct Node *left;
 *     struct Node *right;
 *     struct Node *next;
 * };
 */

struct Node* connect(struct Node* root) {
    struct Node* head = root;
    while (head) {
        struct Node dummy = {0, NULL, NULL, NULL};
        struct Node* tail = &dummy;
        for (struct Node* node = head; node; node = node->next) {
            if (node->left) { tail->next = node->left; tail = tail->next; }
            if (node->right) { tail->next = node->right; tail = tail->next; }
        }
        head = dummy.next;
    }
    return root;
}

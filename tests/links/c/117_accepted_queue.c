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
    if (!root) return NULL;
    struct Node** queue = malloc(6001 * sizeof(struct Node*));
    int head = 0, tail = 0;
    queue[tail++] = root;
    while (head < tail) {
        int size = tail - head;
        struct Node* prev = NULL;
        for (int i = 0; i < size; i++) {
            struct Node* node = queue[head++];
            if (prev) prev->next = node;
            prev = node;
            if (node->left) queue[tail++] = node->left;
            if (node->right) queue[tail++] = node->right;
        }
    }
    free(queue);
    return root;
}

/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     struct Node *left;
 *     struct Node *right;
 *     struct Node *next;
 * };
 */

void link(struct Node* node) {
    if (!node || !node->left) return;
    node->left->next = node->right;  // siblings only: cousins stay apart
    link(node->left);
    link(node->right);
}

struct Node* connect(struct Node* root) {
    link(root);
    return root;
}

/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
struct TreeNode* invertTree(struct TreeNode* root) {
    int capacity = 16, top = 0;
    struct TreeNode** stack = malloc(sizeof(struct TreeNode*) * capacity);
    if (root) stack[top++] = root;
    while (top > 0) {
        struct TreeNode* node = stack[--top];
        struct TreeNode* left = node->left;
        node->left = node->right;
        node->right = left;
        if (top + 2 > capacity) {
            capacity *= 2;
            stack = realloc(stack, sizeof(struct TreeNode*) * capacity);
        }
        if (node->left) stack[top++] = node->left;
        if (node->right) stack[top++] = node->right;
    }
    free(stack);
    return root;
}

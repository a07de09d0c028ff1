/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
void flatten(struct TreeNode* root) {
    for (struct TreeNode* node = root; node; node = node->right) {
        if (node->left) {
            struct TreeNode* last = node->left;
            while (last->right) last = last->right;
            last->right = node->right;
            node->right = node->left;
            node->left = NULL;
        }
    }
}

/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
struct TreeNode** subtrees(struct TreeNode* root, int* returnSize) {
    struct TreeNode** result = malloc(sizeof(struct TreeNode*) * 2);
    *returnSize = 0;
    if (root) {
        result[(*returnSize)++] = root->left;
        result[(*returnSize)++] = root->right;
    }
    return result;
}

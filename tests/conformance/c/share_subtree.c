struct TreeNode* shareSubtree(struct TreeNode* root) {
    if (root->left) root->right = root->left;
    return root;
}

class Solution {
public:
    TreeNode* shareSubtree(TreeNode* root) {
        if (root->left) root->right = root->left;
        return root;
    }
};

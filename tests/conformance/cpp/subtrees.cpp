class Solution {
public:
    vector<TreeNode*> subtrees(TreeNode* root) {
        if (!root) return {};
        return {root->left, root->right};
    }
};

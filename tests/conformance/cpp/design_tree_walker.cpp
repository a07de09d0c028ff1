/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
class Walker {
    stack<TreeNode*> pending;

    void descend(TreeNode* node) {
        for (; node; node = node->left) pending.push(node);
    }

public:
    Walker(TreeNode* root) {
        descend(root);
    }

    int next() {
        TreeNode* node = pending.top();
        pending.pop();
        descend(node->right);
        return node->val;
    }

    bool hasNext() {
        return !pending.empty();
    }
};

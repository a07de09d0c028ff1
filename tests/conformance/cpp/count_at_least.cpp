class Solution {
public:
    int countAtLeast(TreeNode* root, int k) {
        int count = 0;
        queue<TreeNode*> q;
        if (root) q.push(root);
        while (!q.empty()) {
            TreeNode* node = q.front();
            q.pop();
            count += node->val >= k;
            for (TreeNode* child : {node->left, node->right})
                if (child) q.push(child);
        }
        return count;
    }
};

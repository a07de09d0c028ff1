// Path Sum II (LeetCode 113) in C++, COMPILE ERROR: a member of a TreeNode* is read with a dot.
//
// Idea: a preorder walk keeps the path from the root and the sum still needed; a leaf that needs
// exactly its value ends a path of the answer. Bug: LeetCode passes the tree as TreeNode*, and the
// value is read as root.val; the compiler refuses it (g++: "request for member 'val' in 'root',
// which is of pointer type 'TreeNode*'"; clang: "member reference type 'TreeNode *' is a pointer;
// did you mean to use '->'?").
class Solution {
public:
    vector<vector<int>> pathSum(TreeNode* root, int targetSum) {
        vector<vector<int>> paths;
        vector<int> path;
        walk(root, targetSum, path, paths);
        return paths;
    }

private:
    void walk(TreeNode* root, int need, vector<int>& path, vector<vector<int>>& paths) {
        if (root == nullptr) {
            return;
        }
        path.push_back(root.val);
        need -= root->val;
        if (root->left == nullptr && root->right == nullptr && need == 0) {
            paths.push_back(path);
        }
        walk(root->left, need, path, paths);
        walk(root->right, need, path, paths);
        path.pop_back();
    }
};

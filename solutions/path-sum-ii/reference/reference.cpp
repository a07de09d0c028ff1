/*
 * Reference solution for LeetCode 113, "Path Sum II", in C++.
 *
 * Idea: depth-first search with one shared path. Entering a node pushes its value and takes it
 * off what remains of the target; at a leaf (no child at all) that leaves 0, the path is copied
 * into the answer; leaving the node pops its value. No branch is cut early, since negative values
 * can bring a sum back to the target.
 *
 * Cost: O(n) visits plus the copies of the answers; O(height) stack (5000 frames for a chain).
 */
class Solution {
public:
    vector<vector<int>> pathSum(TreeNode* root, int targetSum) {
        vector<vector<int>> result;
        vector<int> path;
        if (root) visit(root, targetSum, path, result);
        return result;
    }

private:
    void visit(TreeNode* node, int remain, vector<int>& path, vector<vector<int>>& result) {
        path.push_back(node->val);
        remain -= node->val;
        if (!node->left && !node->right) {
            if (remain == 0) result.push_back(path);
        } else {
            if (node->left) visit(node->left, remain, path, result);
            if (node->right) visit(node->right, remain, path, result);
        }
        path.pop_back();
    }
};

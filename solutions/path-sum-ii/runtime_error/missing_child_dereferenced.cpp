/*
 * Path Sum II (LeetCode 113), RUNTIME ERROR: a missing child is followed.
 *
 * The search goes into both children of every node that is not a leaf, without checking that
 * each one exists. Bug: a node with a single child passes nullptr for the other, and the next
 * call reads nullptr->val: a segmentation fault (in example 1, 11's parent 4 has no right child).
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
            visit(node->left, remain, path, result);
            visit(node->right, remain, path, result);
        }
        path.pop_back();
    }
};

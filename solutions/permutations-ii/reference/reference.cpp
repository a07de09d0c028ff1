/*
 * Reference solution for LeetCode 47, "Permutations II", in C++.
 *
 * Idea: backtracking over the sorted numbers with a "used" flag per position. Sorting makes
 * equal numbers neighbours; among them only the leftmost unused one may be placed next
 * (nums[i] is skipped when nums[i - 1] is equal and still unused), so equal numbers always enter
 * the path in one fixed order and no permutation is built twice.
 *
 * Cost: one leaf per distinct permutation, O(n) to build and copy each; O(n) space besides the output.
 */
class Solution {
public:
    vector<vector<int>> permuteUnique(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        vector<vector<int>> result;
        vector<int> path;
        vector<bool> used(nums.size(), false);
        extend(nums, used, path, result);
        return result;
    }

private:
    void extend(const vector<int>& nums, vector<bool>& used, vector<int>& path, vector<vector<int>>& result) {
        if (path.size() == nums.size()) {
            result.push_back(path);
            return;
        }
        for (size_t i = 0; i < nums.size(); i++) {
            if (used[i]) continue;
            if (i > 0 && nums[i] == nums[i - 1] && !used[i - 1]) continue;
            used[i] = true;
            path.push_back(nums[i]);
            extend(nums, used, path, result);
            path.pop_back();
            used[i] = false;
        }
    }
};

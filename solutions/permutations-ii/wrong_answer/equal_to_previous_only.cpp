// Permutations II (LeetCode 47), WRONG ANSWER: skips nums[i] whenever it equals nums[i - 1], used or not.
//
// Sorted, with a "used" flag per position, and the duplicate rule without its second half: the
// check is `nums[i] == nums[i - 1]` alone, not `... && !used[i - 1]`. It is meant to stop a second
// copy from starting the same branch as the first, but it also stops it once the first copy is
// already in the path, so two equal numbers can never both be placed: every path that needs them
// dies. Example 1 answers [] (all three of its permutations hold both 1s); example 2 passes.
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
            if (i > 0 && nums[i] == nums[i - 1]) continue;  // also when nums[i - 1] is in the path
            used[i] = true;
            path.push_back(nums[i]);
            extend(nums, used, path, result);
            path.pop_back();
            used[i] = false;
        }
    }
};

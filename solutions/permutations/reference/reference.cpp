/*
 * Reference solution for LeetCode 46, "Permutations", in C++.
 *
 * Idea: swap in place. Position `first` takes in turn each number from `first` onwards
 * (swapped into place), the rest is permuted recursively, and the swap is undone. When every
 * position is fixed, nums itself is one permutation, and push_back copies it.
 *
 * Cost: O(n * n!) time; O(n) space for the recursion besides the output.
 */
class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<vector<int>> result;
        arrange(nums, 0, result);
        return result;
    }

private:
    void arrange(vector<int>& nums, size_t first, vector<vector<int>>& result) {
        if (first == nums.size()) {
            result.push_back(nums);
            return;
        }
        for (size_t i = first; i < nums.size(); i++) {
            swap(nums[first], nums[i]);
            arrange(nums, first + 1, result);
            swap(nums[first], nums[i]);
        }
    }
};

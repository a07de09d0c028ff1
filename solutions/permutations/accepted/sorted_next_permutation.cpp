// Permutations (LeetCode 46), ACCEPTED: std::next_permutation from the sorted array.
//
// Sort first, so the loop starts at the smallest ordering; next_permutation then steps through
// all n! orderings in lexicographic order and returns false after the largest one.
class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        vector<vector<int>> result;
        do {
            result.push_back(nums);
        } while (next_permutation(nums.begin(), nums.end()));
        return result;
    }
};

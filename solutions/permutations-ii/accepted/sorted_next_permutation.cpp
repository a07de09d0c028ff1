// Permutations II (LeetCode 47), ACCEPTED: std::next_permutation from the sorted array.
//
// next_permutation steps to the next ordering in lexicographic order and compares with <, so
// orderings that differ only by which of two equal numbers is where are the same ordering to it:
// from the sorted array it visits each distinct permutation exactly once, then returns false.
class Solution {
public:
    vector<vector<int>> permuteUnique(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        vector<vector<int>> result;
        do {
            result.push_back(nums);
        } while (next_permutation(nums.begin(), nums.end()));
        return result;
    }
};

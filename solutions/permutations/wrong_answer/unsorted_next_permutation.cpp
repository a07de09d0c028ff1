// Permutations (LeetCode 46), WRONG ANSWER: std::next_permutation without sorting first.
//
// next_permutation steps to the next ordering in lexicographic order and returns false after the
// largest one. Starting from the array as given, it lists only the orderings that come after it:
// examples 1 and 2 are sorted and pass, but for [4, 3, 2, 1] the loop stops after one ordering.
// A sort(nums.begin(), nums.end()) before the loop fixes it.
class Solution {
public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<vector<int>> result;
        do {
            result.push_back(nums);
        } while (next_permutation(nums.begin(), nums.end()));
        return result;
    }
};

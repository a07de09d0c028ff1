/*
 * Reference solution for LeetCode 39, "Combination Sum", in C++.
 *
 * Idea: backtracking over the sorted candidates with a start index: after taking candidates[i]
 * the search continues from i, never from an earlier index, so each combination is built once,
 * in ascending order; the loop stops at the first candidate larger than what remains.
 *
 * Cost: one step per partial combination within the target; O(target) space besides the output.
 */
class Solution {
public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        vector<vector<int>> result;
        vector<int> path;
        search(candidates, 0, target, path, result);
        return result;
    }

private:
    void search(const vector<int>& candidates, size_t start, int remain, vector<int>& path,
                vector<vector<int>>& result) {
        if (remain == 0) {
            result.push_back(path);
            return;
        }
        for (size_t i = start; i < candidates.size() && candidates[i] <= remain; i++) {
            path.push_back(candidates[i]);
            search(candidates, i, remain - candidates[i], path, result);
            path.pop_back();
        }
    }
};

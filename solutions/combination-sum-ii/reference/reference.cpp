/*
 * Reference solution for LeetCode 40, "Combination Sum II", in C++.
 *
 * Idea: backtracking over the sorted candidates with a start index; each entry is used at most
 * once (recurse from i + 1), and at one depth only the first of equal candidates is tried
 * (i > start with candidates[i] == candidates[i - 1] is skipped), so no combination is built
 * twice while repeated numbers stay usable deeper down. The loop stops at the first candidate
 * larger than what remains.
 *
 * Cost: one step per distinct partial combination within the target; O(target) space besides the output.
 */
class Solution {
public:
    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
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
            if (i > start && candidates[i] == candidates[i - 1]) continue;
            path.push_back(candidates[i]);
            search(candidates, i + 1, remain - candidates[i], path, result);
            path.pop_back();
        }
    }
};

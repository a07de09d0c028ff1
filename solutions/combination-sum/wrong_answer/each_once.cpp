// Combination Sum (LeetCode 39), WRONG ANSWER: recurses on i + 1, so no candidate is used twice.
//
// That is the rule of problem 40, "Combination Sum II". Here a number may be taken again and
// again: the call must stay on i. Example 1 loses [2,2,3] and answers [[7]].
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
    void search(vector<int>& candidates, int start, int remain, vector<int>& path, vector<vector<int>>& result) {
        if (remain == 0) {
            result.push_back(path);
            return;
        }
        for (int i = start; i < (int)candidates.size() && candidates[i] <= remain; i++) {
            path.push_back(candidates[i]);
            search(candidates, i + 1, remain - candidates[i], path, result);
            path.pop_back();
        }
    }
};

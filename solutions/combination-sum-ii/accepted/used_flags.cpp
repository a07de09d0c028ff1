// Combination Sum II (LeetCode 40), ACCEPTED: 47's duplicate rule, with a "used" flag per entry.
//
// Sorted, start index, each entry once (recurse from i + 1). A copy of a number may be taken
// only if the copy just before it was taken too: candidates[i] is skipped when it equals
// candidates[i - 1] and that one is not in the path. That is the usual "i > start" skip in other
// words: at i == start the entry before is the one just taken (in the path), and past start no
// entry is in the path yet. Equal numbers are taken left to right, without gaps, so no
// combination is built twice.
class Solution {
public:
    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        vector<bool> used(candidates.size(), false);
        vector<vector<int>> result;
        vector<int> path;
        search(candidates, used, 0, target, path, result);
        return result;
    }

private:
    void search(const vector<int>& c, vector<bool>& used, size_t start, int remain, vector<int>& path,
                vector<vector<int>>& result) {
        if (remain == 0) {
            result.push_back(path);
            return;
        }
        for (size_t i = start; i < c.size() && c[i] <= remain; i++) {
            if (i > 0 && c[i] == c[i - 1] && !used[i - 1]) continue;
            used[i] = true;
            path.push_back(c[i]);
            search(c, used, i + 1, remain - c[i], path, result);
            path.pop_back();
            used[i] = false;
        }
    }
};

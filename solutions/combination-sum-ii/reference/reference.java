/*
 * Reference solution for LeetCode 40, "Combination Sum II", in Java.
 *
 * Idea: backtracking over the sorted candidates with a start index. Each entry is used at most
 * once (the search goes on from i + 1), and at one depth only the first of equal candidates is
 * tried (i > start and candidates[i] == candidates[i - 1] is skipped): a later copy would start
 * the very same combinations again. Copies stay reachable one level deeper, so a number may
 * still appear as many times as it is given. The loop stops at the first candidate too large.
 *
 * Cost: one step per distinct partial combination within the target; O(target) space besides the output.
 */
class Solution {
    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        int[] sorted = candidates.clone();
        Arrays.sort(sorted);
        List<List<Integer>> result = new ArrayList<>();
        search(sorted, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] candidates, int start, int remain, List<Integer> path, List<List<Integer>> result) {
        if (remain == 0) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int i = start; i < candidates.length && candidates[i] <= remain; i++) {
            if (i > start && candidates[i] == candidates[i - 1]) {
                continue;
            }
            path.add(candidates[i]);
            search(candidates, i + 1, remain - candidates[i], path, result);
            path.remove(path.size() - 1);
        }
    }
}

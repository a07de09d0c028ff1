/*
 * Reference solution for LeetCode 39, "Combination Sum", in Java.
 *
 * Idea: backtracking over the sorted candidates with a start index. After taking candidates[i]
 * the search continues from i (the same number may be taken again), never from an earlier
 * index, so each combination is built once, in ascending order. The loop stops at the first
 * candidate larger than what remains.
 *
 * Cost: one step per partial combination within the target; O(target) space besides the output.
 */
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
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
            path.add(candidates[i]);
            search(candidates, i, remain - candidates[i], path, result);
            path.remove(path.size() - 1);
        }
    }
}

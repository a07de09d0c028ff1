/*
 * Reference solution for LeetCode 47, "Permutations II", in Java.
 *
 * Idea: backtracking over the sorted numbers with a "used" flag per position. Equal numbers sit
 * next to each other once sorted, and within such a run they are taken left to right only:
 * nums[i] is skipped when it equals nums[i - 1] and nums[i - 1] is not in the path yet, since
 * that choice would repeat the branch nums[i - 1] has just opened.
 *
 * Cost: one leaf per distinct permutation, O(n) to build and copy each; O(n) space besides the output.
 */
class Solution {
    public List<List<Integer>> permuteUnique(int[] nums) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        List<List<Integer>> result = new ArrayList<>();
        backtrack(sorted, new boolean[sorted.length], new ArrayList<>(), result);
        return result;
    }

    private void backtrack(int[] nums, boolean[] used, List<Integer> path, List<List<Integer>> result) {
        if (path.size() == nums.length) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) {
                continue;
            }
            if (i > 0 && nums[i] == nums[i - 1] && !used[i - 1]) {
                continue;
            }
            used[i] = true;
            path.add(nums[i]);
            backtrack(nums, used, path, result);
            path.remove(path.size() - 1);
            used[i] = false;
        }
    }
}

/*
 * Reference solution for LeetCode 46, "Permutations", in Java.
 *
 * Idea: backtracking with a "used" flag per position: the path grows one unused number at a
 * time, a full path is copied into the answer, and each choice is undone before the next.
 *
 * Cost: O(n * n!) time for n! permutations of n numbers; O(n) space besides the output.
 */
class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, new boolean[nums.length], new ArrayList<>(), result);
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
            used[i] = true;
            path.add(nums[i]);
            backtrack(nums, used, path, result);
            path.remove(path.size() - 1);
            used[i] = false;
        }
    }
}

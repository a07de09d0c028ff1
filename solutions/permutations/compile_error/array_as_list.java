// Permutations (LeetCode 46) in Java, COMPILE ERROR: an int[] is added to a List<List<Integer>>.
//
// Idea: backtracking with a "used" flag per position. Bug: the path is kept as an int[], and a
// full path is added to the answer as it is; javac refuses it: "incompatible types: int[] cannot
// be converted to List<Integer>" (an int[] is not a list, and int is not Integer).
class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, new boolean[nums.length], new int[nums.length], 0, result);
        return result;
    }

    private void backtrack(int[] nums, boolean[] used, int[] path, int size, List<List<Integer>> result) {
        if (size == nums.length) {
            result.add(path.clone());
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) {
                continue;
            }
            used[i] = true;
            path[size] = nums[i];
            backtrack(nums, used, path, size + 1, result);
            used[i] = false;
        }
    }
}

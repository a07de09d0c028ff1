// Permutations II (LeetCode 47), ACCEPTED: the "other" duplicate rule, skip while nums[i - 1] IS used.
//
// The reference skips nums[i] when the equal nums[i - 1] is unused, so equal numbers enter the
// path left to right. This skips it when nums[i - 1] is used, so they enter right to left: the
// rightmost copy must come first. Either fixed order builds each distinct permutation once; this
// one prunes later (it wanders into branches that only die deeper down), so it is slower, but
// still accepted.
class Solution {
    public List<List<Integer>> permuteUnique(int[] nums) {
        Arrays.sort(nums);
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
            if (used[i] || (i > 0 && nums[i] == nums[i - 1] && used[i - 1])) {
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

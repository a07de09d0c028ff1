// Permutations II (LeetCode 47), WRONG ANSWER: `nums[i] == nums[i - 1]` without the used[i - 1] half.
//
// Sorted, a "used" flag per position, and nums[i] skipped whenever it equals the number before
// it. Only the skip while nums[i - 1] is still unused is right; when nums[i - 1] is already in the
// path, nums[i] is its twin's only chance, and skipping it leaves the path unfinishable. No answer
// can hold a repeated number: example 1 answers [] instead of [[1,1,2],[1,2,1],[2,1,1]].
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
            if (used[i] || (i > 0 && nums[i] == nums[i - 1])) {
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

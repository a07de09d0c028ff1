// Combination Sum (LeetCode 39), RUNTIME ERROR: nothing stops a branch once the sum passes the target.
//
// The search subtracts candidates and stops only at exactly 0 left; a remainder below 0 recurses
// on the same candidate forever, and the stack overflows (java.lang.StackOverflowError) on the
// first case. `if (remain < 0) return;` is missing.
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] candidates, int start, int remain, List<Integer> path, List<List<Integer>> result) {
        if (remain == 0) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int i = start; i < candidates.length; i++) {
            path.add(candidates[i]);
            search(candidates, i, remain - candidates[i], path, result);
            path.remove(path.size() - 1);
        }
    }
}

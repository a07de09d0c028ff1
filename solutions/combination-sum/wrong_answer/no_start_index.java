// Combination Sum (LeetCode 39), WRONG ANSWER: each level loops over every candidate from index 0.
//
// The same multiset is then found once per order of its numbers: example 1 answers
// [[2,2,3],[2,3,2],[3,2,2],[7]] instead of [[2,2,3],[7]]. Passing a start index (and recursing
// from i) builds each combination once, in one order.
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] candidates, int remain, List<Integer> path, List<List<Integer>> result) {
        if (remain == 0) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int c : candidates) {
            if (c > remain) continue;
            path.add(c);
            search(candidates, remain - c, path, result);
            path.remove(path.size() - 1);
        }
    }
}

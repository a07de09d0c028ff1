// Combination Sum (LeetCode 39), ACCEPTED: dynamic programming over the totals, candidate by candidate.
//
// ways[t] lists the combinations summing to t; ways[0] holds the empty one. With the candidates
// in the outer loop and the totals growing in the inner one, each combination is extended only by
// the current or later candidates, so every multiset is built once (the knapsack-count order).
class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<List<Integer>>> ways = new ArrayList<>();
        for (int t = 0; t <= target; t++) {
            ways.add(new ArrayList<>());
        }
        ways.get(0).add(new ArrayList<>());
        for (int c : candidates) {
            for (int total = c; total <= target; total++) {
                for (List<Integer> combination : ways.get(total - c)) {
                    List<Integer> longer = new ArrayList<>(combination);
                    longer.add(c);
                    ways.get(total).add(longer);
                }
            }
        }
        return ways.get(target);
    }
}

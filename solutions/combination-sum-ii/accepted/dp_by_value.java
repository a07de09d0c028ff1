// Combination Sum II (LeetCode 40), ACCEPTED: dynamic programming over the totals, one distinct number at a time.
//
// ways.get(t) lists the combinations of the numbers seen so far that sum to t; ways.get(0) holds
// the empty one. For each distinct number v given k times, the new ways[t] is every old
// ways[t - j * v] with j copies of v added, j from 0 to k. Each combination is built once, by its
// count of every number, and never takes more copies than there are.
class Solution {
    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        TreeMap<Integer, Integer> copies = new TreeMap<>();
        for (int c : candidates) {
            copies.merge(c, 1, Integer::sum);
        }
        List<List<List<Integer>>> ways = new ArrayList<>();
        for (int t = 0; t <= target; t++) {
            ways.add(new ArrayList<>());
        }
        ways.get(0).add(new ArrayList<>());
        for (Map.Entry<Integer, Integer> entry : copies.entrySet()) {
            int v = entry.getKey();
            List<List<List<Integer>>> next = new ArrayList<>();
            for (int total = 0; total <= target; total++) {
                List<List<Integer>> here = new ArrayList<>();
                for (int j = 0; j <= entry.getValue() && j * v <= total; j++) {
                    for (List<Integer> combination : ways.get(total - j * v)) {
                        List<Integer> longer = new ArrayList<>(combination);
                        for (int k = 0; k < j; k++) {
                            longer.add(v);
                        }
                        here.add(longer);
                    }
                }
                next.add(here);
            }
            ways = next;
        }
        return ways.get(target);
    }
}

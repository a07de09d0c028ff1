// Combination Sum II (LeetCode 40), RUNTIME ERROR: a path array sized as for problem 39.
//
// In 39 every candidate is at least 2, so a combination holds at most target / 2 numbers, and
// the search keeps its path in an int[target / 2]. Here candidates start at 1: example 2's
// [1,2,2] is three numbers for target 5, and writing the third overruns an array of two:
// ArrayIndexOutOfBoundsException ("Index 2 out of bounds for length 2").
class Solution {
    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        Arrays.sort(candidates);
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, 0, target, new int[target / 2], 0, result);
        return result;
    }

    private void search(int[] c, int start, int remain, int[] path, int depth, List<List<Integer>> result) {
        if (remain == 0) {
            List<Integer> combination = new ArrayList<>();
            for (int k = 0; k < depth; k++) {
                combination.add(path[k]);
            }
            result.add(combination);
            return;
        }
        for (int i = start; i < c.length && c[i] <= remain; i++) {
            if (i > start && c[i] == c[i - 1]) {
                continue;
            }
            path[depth] = c[i];
            search(c, i + 1, remain - c[i], path, depth + 1, result);
        }
    }
}

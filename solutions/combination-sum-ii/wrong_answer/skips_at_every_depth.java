// Combination Sum II (LeetCode 40), WRONG ANSWER: `i > 0` where the skip of repeats needs `i > start`.
//
// Sorted, start index, each entry once. The skip of a number equal to the one before is right for
// the copies tried at one depth, but with i > 0 it also fires when the one before was taken just
// now, one level up: no combination can use a number twice. Example 1 loses [1,1,6] and example 2
// loses [1,2,2]; inputs without repeats pass.
class Solution {
    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        Arrays.sort(candidates);
        List<List<Integer>> result = new ArrayList<>();
        search(candidates, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void search(int[] c, int start, int remain, List<Integer> path, List<List<Integer>> result) {
        if (remain == 0) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int i = start; i < c.length && c[i] <= remain; i++) {
            if (i > 0 && c[i] == c[i - 1]) {
                continue;
            }
            path.add(c[i]);
            search(c, i + 1, remain - c[i], path, result);
            path.remove(path.size() - 1);
        }
    }
}

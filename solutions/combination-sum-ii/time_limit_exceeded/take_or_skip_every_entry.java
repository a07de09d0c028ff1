// Combination Sum II (LeetCode 40), TIME LIMIT EXCEEDED: take or skip every entry, dedupe with a HashSet.
//
// Sorted, then a binary recursion over the entries: take candidates[i] or skip it, go on with
// i + 1, stop when what remains is negative. Each combination reached is added to a
// HashSet<List<Integer>> (lists compare by contents, so the copies merge) and the answer is
// right, but the recursion tells the copies of a number apart: with a hundred 1s and target 30
// it walks every subset of up to thirty of the hundred entries, more than 10^25 of them. Skipping
// every copy at once when skipping a number (the TypeScript reference) makes it fast.
class Solution {
    public List<List<Integer>> combinationSum2(int[] candidates, int target) {
        Arrays.sort(candidates);
        Set<List<Integer>> found = new HashSet<>();
        search(candidates, 0, target, new ArrayList<>(), found);
        return new ArrayList<>(found);
    }

    private void search(int[] c, int i, int remain, List<Integer> path, Set<List<Integer>> found) {
        if (remain == 0) {
            found.add(new ArrayList<>(path));
            return;
        }
        if (remain < 0 || i == c.length) {
            return;
        }
        path.add(c[i]);
        search(c, i + 1, remain - c[i], path, found);
        path.remove(path.size() - 1);
        search(c, i + 1, remain, path, found);
    }
}

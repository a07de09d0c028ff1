// Permutations II (LeetCode 47), RUNTIME ERROR: copies left counted in a table indexed by the value itself.
//
// Counting how many copies of each value are left is a good way to keep repeats out, and the 21
// values -10..10 fit a table of 21. Bug: the table is indexed by num, not num + 10, so a negative
// number throws ArrayIndexOutOfBoundsException ("Index -10 out of bounds for length 21"). The
// examples' numbers are all positive and pass; the input [-10] fails.
class Solution {
    public List<List<Integer>> permuteUnique(int[] nums) {
        int[] left = new int[21];
        for (int num : nums) {
            left[num]++;
        }
        List<List<Integer>> result = new ArrayList<>();
        extend(nums.length, left, new ArrayList<>(), result);
        return result;
    }

    private void extend(int size, int[] left, List<Integer> path, List<List<Integer>> result) {
        if (path.size() == size) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int value = 0; value < left.length; value++) {
            if (left[value] == 0) {
                continue;
            }
            left[value]--;
            path.add(value);
            extend(size, left, path, result);
            path.remove(path.size() - 1);
            left[value]++;
        }
    }
}

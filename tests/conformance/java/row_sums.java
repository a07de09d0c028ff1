class Solution {
    public long[] rowSums(List<List<Long>> grid) {
        long[] sums = new long[grid.size()];
        for (int i = 0; i < grid.size(); i++) {
            for (long value : grid.get(i)) {
                sums[i] += value;
            }
        }
        return sums;
    }
}

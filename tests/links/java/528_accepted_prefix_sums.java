class Solution {
    // Prefix sums of the weights: a number drawn in 1..total falls in index i's span of them.
    private final int[] totals;
    private final Random random = new Random();

    public Solution(int[] w) {
        totals = new int[w.length];
        int sum = 0;
        for (int i = 0; i < w.length; i++) {
            sum += w[i];
            totals[i] = sum;
        }
    }

    public int pickIndex() {
        int target = random.nextInt(totals[totals.length - 1]) + 1;
        int lo = 0;
        int hi = totals.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (totals[mid] < target) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * Solution obj = new Solution(w);
 * int param_1 = obj.pickIndex();
 */

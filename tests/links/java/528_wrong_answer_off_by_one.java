class Solution {
    // Looks for the first prefix sum past the target instead of the first that reaches it: one
    // index too far, and the index after the last when the total itself is drawn.
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
        int hi = totals.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (totals[mid] <= target) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}

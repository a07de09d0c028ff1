class Solution {
    private final int[] nums;
    private final Random random = new Random();

    public Solution(int[] nums) {
        this.nums = nums;
    }

    public int[] reset() {
        return nums;
    }

    public int[] shuffle() {
        // Each index gets a random key; the order of the keys is the shuffle.
        int n = nums.length;
        double[] keys = new double[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            keys[i] = random.nextDouble();
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> keys[i]));
        int[] shuffled = new int[n];
        for (int i = 0; i < n; i++) {
            shuffled[i] = nums[order[i]];
        }
        return shuffled;
    }
}

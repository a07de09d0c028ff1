class Solution {
    public int[] shiftAll(int[] nums, int by) {
        int[] shifted = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            shifted[i] = nums[i] + by;
        }
        return shifted;
    }
}

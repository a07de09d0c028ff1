class Solution {
    public boolean allEven(int[] nums) {
        for (int num : nums) {
            if (num % 2 != 0) {
                return false;
            }
        }
        return true;
    }
}

class Solution {
    public void sortInPlace(int[] nums) {
        Arrays.sort(nums);
    }
}

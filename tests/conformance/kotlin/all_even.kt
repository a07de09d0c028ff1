class Solution {
    fun allEven(nums: IntArray): Boolean {
        return nums.all { it % 2 == 0 }
    }
}

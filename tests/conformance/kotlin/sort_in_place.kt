class Solution {
    fun sortInPlace(nums: IntArray): Unit {
        nums.sort()
    }
}

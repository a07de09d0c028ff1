class Solution {
    fun shiftAll(nums: IntArray, by: Int): IntArray {
        return nums.map { it + by }.toIntArray()
    }
}

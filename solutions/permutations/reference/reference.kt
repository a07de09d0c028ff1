/*
 * Reference solution for LeetCode 46, "Permutations", in Kotlin.
 *
 * Backtracking with a "used" flag per position: the path grows by one unused number at a time,
 * a full path is copied (toList) into the answer, and each choice is undone before the next.
 *
 * Cost: O(n * n!) time; O(n) space besides the output.
 */
class Solution {
    fun permute(nums: IntArray): List<List<Int>> {
        val result = mutableListOf<List<Int>>()
        val path = mutableListOf<Int>()
        val used = BooleanArray(nums.size)

        fun extend() {
            if (path.size == nums.size) {
                result.add(path.toList())
                return
            }
            for (i in nums.indices) {
                if (used[i]) continue
                used[i] = true
                path.add(nums[i])
                extend()
                path.removeAt(path.size - 1)
                used[i] = false
            }
        }

        extend()
        return result
    }
}

/*
 * Reference solution for LeetCode 47, "Permutations II", in Kotlin.
 *
 * Backtracking over the sorted numbers with a "used" flag per position; nums[i] is skipped while
 * the equal number just before it is unused, so equal numbers are placed left to right only and
 * each distinct permutation is built once. A full path is copied (toList) into the answer.
 *
 * Cost: one leaf per distinct permutation, O(n) to build and copy each; O(n) space besides the output.
 */
class Solution {
    fun permuteUnique(nums: IntArray): List<List<Int>> {
        val sorted = nums.sorted()
        val result = mutableListOf<List<Int>>()
        val path = mutableListOf<Int>()
        val used = BooleanArray(sorted.size)

        fun extend() {
            if (path.size == sorted.size) {
                result.add(path.toList())
                return
            }
            for (i in sorted.indices) {
                if (used[i]) continue
                if (i > 0 && sorted[i] == sorted[i - 1] && !used[i - 1]) continue
                used[i] = true
                path.add(sorted[i])
                extend()
                path.removeAt(path.size - 1)
                used[i] = false
            }
        }

        extend()
        return result
    }
}

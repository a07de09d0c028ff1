/*
 * Reference solution for LeetCode 39, "Combination Sum", in Kotlin.
 *
 * Backtracking over the sorted candidates with a start index: after taking candidates[i] the
 * search continues from i, never from an earlier index, so each combination is built once, in
 * ascending order; the loop stops at the first candidate larger than what remains.
 *
 * Cost: one step per partial combination within the target; O(target) space besides the output.
 */
class Solution {
    fun combinationSum(candidates: IntArray, target: Int): List<List<Int>> {
        val sorted = candidates.sorted()
        val result = mutableListOf<List<Int>>()
        val path = mutableListOf<Int>()

        fun search(start: Int, remain: Int) {
            if (remain == 0) {
                result.add(path.toList())
                return
            }
            for (i in start until sorted.size) {
                if (sorted[i] > remain) break
                path.add(sorted[i])
                search(i, remain - sorted[i])
                path.removeAt(path.size - 1)
            }
        }

        search(0, target)
        return result
    }
}

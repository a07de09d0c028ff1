/*
 * Reference solution for LeetCode 40, "Combination Sum II", in Kotlin.
 *
 * Backtracking over the sorted candidates with a start index: each entry is used at most once
 * (recurse from i + 1), and at one depth only the first of equal candidates is tried, so no
 * combination is built twice; the loop stops at the first candidate larger than what remains.
 *
 * Cost: one step per distinct partial combination within the target; O(target) space besides the output.
 */
class Solution {
    fun combinationSum2(candidates: IntArray, target: Int): List<List<Int>> {
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
                if (i > start && sorted[i] == sorted[i - 1]) continue
                path.add(sorted[i])
                search(i + 1, remain - sorted[i])
                path.removeAt(path.size - 1)
            }
        }

        search(0, target)
        return result
    }
}

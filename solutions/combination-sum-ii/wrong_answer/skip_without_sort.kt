/*
 * Combination Sum II (LeetCode 40), WRONG ANSWER: skips a repeat equal to its neighbour, without sorting.
 *
 * Start index, each entry once, candidates too large skipped with `continue` (so the order does
 * not matter for that), and at one depth a number equal to the one just before is skipped. Bug:
 * that skip only catches repeats that sit side by side, which needs sorted candidates; in example
 * 2, [2,5,2,1,2], the 2s are apart, and [2,2,1] and [2,1,2] both come out: one combination twice.
 */
class Solution {
    fun combinationSum2(candidates: IntArray, target: Int): List<List<Int>> {
        val result = mutableListOf<List<Int>>()
        val path = mutableListOf<Int>()

        fun search(start: Int, remain: Int) {
            if (remain == 0) {
                result.add(path.toList())
                return
            }
            for (i in start until candidates.size) {
                if (candidates[i] > remain) continue
                if (i > start && candidates[i] == candidates[i - 1]) continue
                path.add(candidates[i])
                search(i + 1, remain - candidates[i])
                path.removeAt(path.size - 1)
            }
        }

        search(0, target)
        return result
    }
}

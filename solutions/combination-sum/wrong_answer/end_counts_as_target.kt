/*
 * Combination Sum (LeetCode 39), WRONG ANSWER: running out of candidates is treated like reaching the target.
 *
 * Take-or-skip recursion that returns the combinations for (index, remain). Bug: one base case
 * stands for two, `if (remain == 0 || index == candidates.size) return listOf(emptyList())`, so
 * a path that runs past the last candidate with some of the target still left also counts as a
 * combination. Only remain == 0 gives the empty combination; past the end with remain > 0 there
 * is none (an empty list). Example 1 answers ten lists ([2,2,2], [2,2], ..., []) instead of
 * [[2,2,3],[7]], and example 3 ([2], target 1) answers [[]] instead of [].
 */
class Solution {
    fun combinationSum(candidates: IntArray, target: Int): List<List<Int>> {
        fun combos(index: Int, remain: Int): List<List<Int>> {
            if (remain == 0 || index == candidates.size) return listOf(emptyList())
            val c = candidates[index]
            val skip = combos(index + 1, remain)
            if (c > remain) return skip
            return combos(index, remain - c).map { listOf(c) + it } + skip
        }
        return combos(0, target)
    }
}

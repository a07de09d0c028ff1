/*
 * Permutations II (LeetCode 47), WRONG ANSWER: dedupes with a HashSet<IntArray>.
 *
 * Idea: every ordering of the positions, each put into a set as an IntArray copy. Bug: arrays on
 * the JVM use identity for equals and hashCode, so two IntArrays with the same numbers are two
 * different elements and the set keeps both: example 1 answers six lists instead of three.
 * Storing List<Int> (nums.toList()), whose equality is by contents, would dedupe.
 */
class Solution {
    fun permuteUnique(nums: IntArray): List<List<Int>> {
        val seen = HashSet<IntArray>()
        val path = IntArray(nums.size)
        val used = BooleanArray(nums.size)

        fun extend(depth: Int) {
            if (depth == nums.size) {
                seen.add(path.copyOf())
                return
            }
            for (i in nums.indices) {
                if (used[i]) continue
                used[i] = true
                path[depth] = nums[i]
                extend(depth + 1)
                used[i] = false
            }
        }

        extend(0)
        return seen.map { it.toList() }
    }
}

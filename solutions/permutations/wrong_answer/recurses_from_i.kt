/*
 * Permutations (LeetCode 46), WRONG ANSWER: recurses on i + 1 instead of first + 1.
 *
 * Swapping in place: position `first` takes each number from `first` on, then the rest is
 * permuted. Bug: the recursive call is arrange(i + 1), a slip from the subsets template, so after
 * swapping a later number in, the positions between first and i are never permuted and their
 * orderings are lost; when i is the last index the call records a permutation at once. For
 * [1, 2, 3] it answers [[1,2,3],[1,3,2],[2,1,3],[3,2,1]].
 */
class Solution {
    fun permute(nums: IntArray): List<List<Int>> {
        val result = mutableListOf<List<Int>>()

        fun arrange(first: Int) {
            if (first >= nums.size) {
                result.add(nums.toList())
                return
            }
            for (i in first until nums.size) {
                nums[first] = nums[i].also { nums[i] = nums[first] }
                arrange(i + 1)
                nums[first] = nums[i].also { nums[i] = nums[first] }
            }
        }

        arrange(0)
        return result
    }
}

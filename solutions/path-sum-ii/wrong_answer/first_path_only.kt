/*
 * Path Sum II (LeetCode 113), WRONG ANSWER: the search stops at the first path found.
 *
 * The depth-first search returns true as soon as one leaf matches and every caller stops there,
 * as in Path Sum I (LeetCode 112), which only asks whether such a path exists. Bug: this problem
 * wants every such path: example 1 answers [[5,4,11,2]] and misses [5,8,4,5].
 */
class Solution {
    fun pathSum(root: TreeNode?, targetSum: Int): List<List<Int>> {
        val result = mutableListOf<List<Int>>()
        val path = mutableListOf<Int>()

        fun find(node: TreeNode?, remain: Int): Boolean {
            if (node == null) return false
            path.add(node.`val`)
            val rest = remain - node.`val`
            if (node.left == null && node.right == null && rest == 0) {
                result.add(path.toList())
                return true
            }
            val found = find(node.left, rest) || find(node.right, rest)
            path.removeAt(path.size - 1)
            return found
        }

        find(root, targetSum)
        return result
    }
}

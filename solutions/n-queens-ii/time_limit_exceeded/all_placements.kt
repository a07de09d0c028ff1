// Time Limit Exceeded on purpose: all n^n ways of putting one queen in each row are generated and
// only then checked, pair by pair, with no pruning: for n = 9 that is 387 million placements.
class Solution {
    fun totalNQueens(n: Int): Int {
        var total = 1L
        repeat(n) { total *= n }
        val col = IntArray(n)
        var count = 0
        for (code in 0 until total) {
            var rest = code
            for (row in 0 until n) {
                col[row] = (rest % n).toInt()
                rest /= n
            }
            if (valid(col)) count++
        }
        return count
    }

    private fun valid(col: IntArray): Boolean {
        for (a in col.indices) {
            for (b in a + 1 until col.size) {
                if (col[a] == col[b] || Math.abs(col[a] - col[b]) == b - a) return false
            }
        }
        return true
    }
}

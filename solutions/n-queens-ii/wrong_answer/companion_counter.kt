// Wrong Answer on purpose: the count lives in a companion object, Kotlin's static state, and is
// never reset. LeetCode runs every case in one JVM with a new Solution() each, so from the second
// case on the answer also holds the counts of the cases before it.
class Solution {
    companion object {
        var solutions = 0
    }

    fun totalNQueens(n: Int): Int {
        place(0, n, 0, 0, 0)
        return solutions
    }

    private fun place(row: Int, n: Int, cols: Int, left: Int, right: Int) {
        if (row == n) {
            solutions++
            return
        }
        var open = (cols or left or right).inv() and ((1 shl n) - 1)
        while (open != 0) {
            val bit = open and -open
            open -= bit
            place(row + 1, n, cols or bit, (left or bit) shl 1, (right or bit) shr 1)
        }
    }
}

// Runtime Error on purpose: the row - col diagonals are indexed without an offset, so the first
// queen placed right of the main diagonal (col > row) reads index -1: ArrayIndexOutOfBoundsException.
class Solution {
    fun totalNQueens(n: Int): Int = count(0, n, BooleanArray(n), BooleanArray(2 * n), BooleanArray(2 * n))

    private fun count(row: Int, n: Int, column: BooleanArray, sum: BooleanArray, difference: BooleanArray): Int {
        if (row == n) return 1
        var found = 0
        for (col in 0 until n) {
            if (column[col] || sum[row + col] || difference[row - col]) continue
            column[col] = true
            sum[row + col] = true
            difference[row - col] = true
            found += count(row + 1, n, column, sum, difference)
            column[col] = false
            sum[row + col] = false
            difference[row - col] = false
        }
        return found
    }
}

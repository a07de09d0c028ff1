// Accepted: backtracking with one BooleanArray per kind of attacked line; the row - col
// diagonals are shifted by n - 1 so that every index is from 0.
class Solution {
    fun totalNQueens(n: Int): Int {
        val column = BooleanArray(n)
        val sum = BooleanArray(2 * n - 1)
        val difference = BooleanArray(2 * n - 1)

        fun count(row: Int): Int {
            if (row == n) return 1
            var found = 0
            for (col in 0 until n) {
                val d = row - col + n - 1
                if (column[col] || sum[row + col] || difference[d]) continue
                column[col] = true; sum[row + col] = true; difference[d] = true
                found += count(row + 1)
                column[col] = false; sum[row + col] = false; difference[d] = false
            }
            return found
        }

        return count(0)
    }
}

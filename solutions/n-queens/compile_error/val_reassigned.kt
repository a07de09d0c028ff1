// Compile Error on purpose: the queen's column is kept in a `val`, and a val cannot be assigned
// again when the search moves the queen along the row.
class Solution {
    fun solveNQueens(n: Int): List<List<String>> {
        val boards = mutableListOf<List<String>>()
        val at = IntArray(n)
        fun place(row: Int) {
            if (row == n) {
                boards.add(at.map { ".".repeat(it) + "Q" + ".".repeat(n - 1 - it) })
                return
            }
            val col = 0
            while (col < n) {
                if ((0 until row).none { at[it] == col || Math.abs(at[it] - col) == row - it }) {
                    at[row] = col
                    place(row + 1)
                }
                col += 1
            }
        }
        place(0)
        return boards
    }
}

// Runtime Error on purpose: the list of boards is nullable and never created; `!!` asserts it is
// there when the first board is found: NullPointerException.
class Solution {
    private var boards: MutableList<List<String>>? = null

    fun solveNQueens(n: Int): List<List<String>> {
        solve(0, n, IntArray(n))
        return boards ?: emptyList()
    }

    private fun solve(row: Int, n: Int, at: IntArray) {
        if (row == n) {
            boards!!.add(at.map { ".".repeat(it) + "Q" + ".".repeat(n - 1 - it) })
            return
        }
        for (col in 0 until n) {
            val free = (0 until row).all { r -> at[r] != col && Math.abs(at[r] - col) != row - r }
            if (free) {
                at[row] = col
                solve(row + 1, n, at)
            }
        }
    }
}

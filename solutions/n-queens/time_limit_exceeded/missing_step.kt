// Time Limit Exceeded on purpose: the column loop is a while loop that advances at the bottom of
// its body, and the `continue` for an attacked square skips the step, so from n = 2 on the first
// attacked square of the second row is looked at forever.
class Solution {
    fun solveNQueens(n: Int): List<List<String>> {
        val boards = mutableListOf<List<String>>()
        search(0, n, IntArray(n), boards)
        return boards
    }

    private fun search(row: Int, n: Int, at: IntArray, boards: MutableList<List<String>>) {
        if (row == n) {
            boards.add(at.map { ".".repeat(it) + "Q" + ".".repeat(n - 1 - it) })
            return
        }
        var col = 0
        while (col < n) {
            if (attacked(at, row, col)) {
                continue // the bug: col stays where it is
            }
            at[row] = col
            search(row + 1, n, at, boards)
            col++
        }
    }

    private fun attacked(at: IntArray, row: Int, col: Int): Boolean =
        (0 until row).any { r -> at[r] == col || Math.abs(at[r] - col) == row - r }
}

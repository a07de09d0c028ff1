// Mistake: the digits are written into a copy of the board (board.map { it.copyOf() }), and
// reassigning the parameter is not possible in Kotlin, so the caller's board is left unsolved.
class Solution {
    fun solveSudoku(board: Array<CharArray>): Unit {
        val grid = board.map { it.copyOf() }.toTypedArray()
        fill(grid, 0)
    }

    private fun fill(grid: Array<CharArray>, cell: Int): Boolean {
        if (cell == 81) return true
        val i = cell / 9
        val j = cell % 9
        if (grid[i][j] != '.') return fill(grid, cell + 1)
        for (digit in '1'..'9') {
            if (allowed(grid, i, j, digit)) {
                grid[i][j] = digit
                if (fill(grid, cell + 1)) return true
                grid[i][j] = '.'
            }
        }
        return false
    }

    private fun allowed(grid: Array<CharArray>, i: Int, j: Int, digit: Char): Boolean {
        for (k in 0 until 9) {
            if (grid[i][k] == digit || grid[k][j] == digit) return false
            if (grid[i / 3 * 3 + k / 3][j / 3 * 3 + k % 3] == digit) return false
        }
        return true
    }
}

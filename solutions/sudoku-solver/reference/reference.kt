/*
 * Reference solution for LeetCode 37, "Sudoku Solver", in Kotlin: fill the board in place.
 *
 * Backtracking over the blank cells with bitmasks of the digits used in each row, column and box
 * (bit d set: digit d + 1 is taken). The next blank filled is the one with the fewest candidates,
 * so forced cells go first and dead ends show early.
 */
class Solution {
    private val rows = IntArray(9)
    private val columns = IntArray(9)
    private val boxes = IntArray(9)
    private val blanks = ArrayList<Int>() // i * 9 + j of each blank cell

    fun solveSudoku(board: Array<CharArray>): Unit {
        for (i in 0 until 9) {
            for (j in 0 until 9) {
                if (board[i][j] == '.') blanks.add(i * 9 + j) else flip(i, j, board[i][j] - '1')
            }
        }
        solve(board, 0)
    }

    private fun solve(board: Array<CharArray>, filled: Int): Boolean {
        if (filled == blanks.size) return true
        var best = filled
        var bestCount = 10
        for (k in filled until blanks.size) {
            val count = Integer.bitCount(candidates(blanks[k] / 9, blanks[k] % 9))
            if (count < bestCount) {
                best = k
                bestCount = count
            }
        }
        val swapped = blanks[filled]
        blanks[filled] = blanks[best]
        blanks[best] = swapped
        val i = blanks[filled] / 9
        val j = blanks[filled] % 9
        var mask = candidates(i, j)
        while (mask != 0) {
            val digit = Integer.numberOfTrailingZeros(mask)
            mask = mask and (mask - 1)
            flip(i, j, digit)
            board[i][j] = '1' + digit
            if (solve(board, filled + 1)) return true
            flip(i, j, digit)
        }
        board[i][j] = '.'
        return false
    }

    private fun candidates(i: Int, j: Int): Int = (rows[i] or columns[j] or boxes[i / 3 * 3 + j / 3]).inv() and 0x1ff

    private fun flip(i: Int, j: Int, digit: Int) {
        rows[i] = rows[i] xor (1 shl digit)
        columns[j] = columns[j] xor (1 shl digit)
        boxes[i / 3 * 3 + j / 3] = boxes[i / 3 * 3 + j / 3] xor (1 shl digit)
    }
}

/*
 * Reference solution for LeetCode 529, "Minesweeper", in Kotlin.
 *
 * A mine clicked becomes 'X'. Otherwise a breadth-first flood from the click: a cell next to k
 * mines shows the digit k and stops there; one with none becomes 'B' and its unrevealed
 * neighbours are queued, each once.
 */
class Solution {
    fun updateBoard(board: Array<CharArray>, click: IntArray): Array<CharArray> {
        val m = board.size
        val n = board[0].size
        if (board[click[0]][click[1]] == 'M') {
            board[click[0]][click[1]] = 'X'
            return board
        }
        val queued = Array(m) { BooleanArray(n) }
        val queue = ArrayDeque<Int>()
        queue.addLast(click[0] * n + click[1])
        queued[click[0]][click[1]] = true
        while (queue.isNotEmpty()) {
            val cell = queue.removeFirst()
            val row = cell / n
            val column = cell % n
            var mines = 0
            for (r in row - 1..row + 1) {
                for (c in column - 1..column + 1) {
                    if (r in 0 until m && c in 0 until n && board[r][c] == 'M') mines++
                }
            }
            if (mines > 0) {
                board[row][column] = '0' + mines
                continue
            }
            board[row][column] = 'B'
            for (r in row - 1..row + 1) {
                for (c in column - 1..column + 1) {
                    if (r in 0 until m && c in 0 until n && board[r][c] == 'E' && !queued[r][c]) {
                        queued[r][c] = true
                        queue.addLast(r * n + c)
                    }
                }
            }
        }
        return board
    }
}

// Mistake: '0'.code + mines is an Int, and an Int is not a Char in Kotlin: '0' + mines (a Char
// plus an Int) is the digit character.
class Solution {
    fun updateBoard(board: Array<CharArray>, click: IntArray): Array<CharArray> {
        val row = click[0]
        val column = click[1]
        if (board[row][column] == 'M') {
            board[row][column] = 'X'
            return board
        }
        var mines = 0
        for (r in row - 1..row + 1) {
            for (c in column - 1..column + 1) {
                if (r in board.indices && c in board[0].indices && board[r][c] == 'M') mines++
            }
        }
        if (mines > 0) {
            board[row][column] = '0'.code + mines
            return board
        }
        board[row][column] = 'B'
        for (r in row - 1..row + 1) {
            for (c in column - 1..column + 1) {
                if (r in board.indices && c in board[0].indices && board[r][c] == 'E') {
                    updateBoard(board, intArrayOf(r, c))
                }
            }
        }
        return board
    }
}

// Mistake: the flood goes on from a cell that shows a number, so the cells behind the numbers
// are revealed too.
class Solution {
    fun updateBoard(board: Array<CharArray>, click: IntArray): Array<CharArray> {
        if (board[click[0]][click[1]] == 'M') {
            board[click[0]][click[1]] = 'X'
            return board
        }
        reveal(board, click[0], click[1])
        return board
    }

    private fun reveal(board: Array<CharArray>, row: Int, column: Int) {
        if (row !in board.indices || column !in board[0].indices || board[row][column] != 'E') return
        var mines = 0
        for (r in row - 1..row + 1) {
            for (c in column - 1..column + 1) {
                if (r in board.indices && c in board[0].indices && board[r][c] == 'M') mines++
            }
        }
        board[row][column] = if (mines > 0) '0' + mines else 'B'
        for (r in row - 1..row + 1) {
            for (c in column - 1..column + 1) {
                reveal(board, r, c)
            }
        }
    }
}

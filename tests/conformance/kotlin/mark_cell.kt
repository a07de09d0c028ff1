class Solution {
    fun markCell(board: Array<CharArray>, click: IntArray): Array<CharArray> {
        board[click[0]][click[1]] = 'X'
        return board
    }
}

// Wrong Answer on purpose: the columns and the row + col diagonals are checked, the row - col
// diagonals are not, so two queens on one of those diagonals slip through: extra boards come back.
class Solution {
    fun solveNQueens(n: Int): List<List<String>> {
        val boards = ArrayList<List<String>>()
        val usedColumn = BooleanArray(n)
        val usedSum = BooleanArray(2 * n)
        val at = IntArray(n)

        fun fill(row: Int) {
            if (row == n) {
                boards.add(at.map { col -> String(CharArray(n) { if (it == col) 'Q' else '.' }) })
                return
            }
            for (col in 0 until n) {
                if (!usedColumn[col] && !usedSum[row + col]) {
                    usedColumn[col] = true
                    usedSum[row + col] = true
                    at[row] = col
                    fill(row + 1)
                    usedColumn[col] = false
                    usedSum[row + col] = false
                }
            }
        }

        fill(0)
        return boards
    }
}

// Wrong Answer on purpose: the hello-algo way of drawing a board (a grid of '#' for the empty
// squares, 'Q' for the queens) and its free function nQueens, wrapped as LeetCode's Solution.
// LeetCode wants '.' for an empty square: the queens are right, every board is still rejected.
class Solution {
    fun solveNQueens(n: Int): List<List<String>> = nQueens(n).map { board -> board.map { it.joinToString("") } }
}

fun nQueens(n: Int): List<List<List<String>>> {
    val grid = MutableList(n) { MutableList(n) { "#" } }
    val columnTaken = BooleanArray(n)
    val mainDiagonal = BooleanArray(2 * n - 1) // row - col + n - 1
    val antiDiagonal = BooleanArray(2 * n - 1) // row + col
    val found = mutableListOf<List<List<String>>>()

    fun search(row: Int) {
        if (row == n) {
            found.add(grid.map { it.toList() })
            return
        }
        for (col in 0 until n) {
            val main = row - col + n - 1
            val anti = row + col
            if (columnTaken[col] || mainDiagonal[main] || antiDiagonal[anti]) continue
            grid[row][col] = "Q"
            columnTaken[col] = true
            mainDiagonal[main] = true
            antiDiagonal[anti] = true
            search(row + 1)
            grid[row][col] = "#"
            columnTaken[col] = false
            mainDiagonal[main] = false
            antiDiagonal[anti] = false
        }
    }

    search(0)
    return found
}

// Accepted: plain backtracking with three sets of attacked lines (columns, row + col and
// row - col diagonals), in idiomatic Kotlin collections.
class Solution {
    fun solveNQueens(n: Int): List<List<String>> {
        val boards = mutableListOf<List<String>>()
        val columns = mutableSetOf<Int>()
        val sums = mutableSetOf<Int>()
        val differences = mutableSetOf<Int>()
        val placed = IntArray(n)

        fun place(row: Int) {
            if (row == n) {
                boards += placed.map { col -> ".".repeat(col) + "Q" + ".".repeat(n - col - 1) }
                return
            }
            for (col in 0 until n) {
                if (col in columns || row + col in sums || row - col in differences) continue
                columns += col
                sums += row + col
                differences += row - col
                placed[row] = col
                place(row + 1)
                columns -= col
                sums -= row + col
                differences -= row - col
            }
        }

        place(0)
        return boards
    }
}

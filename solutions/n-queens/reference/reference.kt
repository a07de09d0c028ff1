/*
 * Reference solution for LeetCode 51, "N-Queens", in Kotlin: list every placement.
 *
 * Backtracking row by row on bitmasks: `open` holds the columns of the current row that no queen
 * attacks (columns taken, and the two diagonal directions shifted one column per row); the lowest
 * open bit is tried first (x and -x). Each board is built once, at a leaf, from row strings made
 * once per column.
 *
 * The left-right mirror halves the search: the first queen only tries the left half of the top
 * row, and every board found also gives its mirror (column c -> n-1-c). On an odd board the middle
 * column is searched as well, unmirrored, since its mirror images also start in the middle.
 *
 * Cost: exponential time (half the nodes of the plain bitmask search) plus O(n) per board; O(n)
 * memory besides the answer.
 */
class Solution {
    private var size = 0
    private var queens = IntArray(0) // queens[row] = the column of that row's queen
    private var rows = arrayOf<String>() // rows[c] = a row whose queen stands in column c
    private var boards = ArrayList<List<String>>()
    private var mirrored = false

    fun solveNQueens(n: Int): List<List<String>> {
        size = n
        queens = IntArray(n)
        rows = Array(n) { c -> String(CharArray(n) { if (it == c) 'Q' else '.' }) }
        boards = ArrayList()
        val full = (1 shl n) - 1
        for (c in 0 until (n + 1) / 2) {
            mirrored = 2 * c != n - 1
            val bit = 1 shl c
            queens[0] = c
            place(1, full xor bit, bit shl 1, bit ushr 1)
        }
        return boards
    }

    private fun place(row: Int, free: Int, left: Int, right: Int) {
        if (row == size) {
            boards.add(List(size) { rows[queens[it]] })
            if (mirrored) {
                boards.add(List(size) { rows[size - 1 - queens[it]] })
            }
            return
        }
        var open = free and (left or right).inv()
        while (open != 0) {
            val bit = open and -open
            open = open xor bit
            queens[row] = Integer.numberOfTrailingZeros(bit)
            place(row + 1, free xor bit, (left or bit) shl 1, (right or bit) ushr 1)
        }
    }
}

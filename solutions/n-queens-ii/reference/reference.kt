/*
 * Reference solution for LeetCode 52, "N-Queens II", in Kotlin: count the placements.
 *
 * Backtracking row by row on bitmasks: `free` holds the columns still open, `left` and `right`
 * the squares of the current row attacked along the two diagonals; each open square is taken as
 * its lowest bit (x and -x), and the diagonals move one column per row.
 *
 * The left-right mirror halves the work: a placement whose first queen stands in column c mirrors
 * to one whose first queen stands in column n-1-c, so the left half of the first row is searched
 * and counted twice; on an odd board the middle column is searched once more and counted once.
 *
 * Cost: exponential time (about half the nodes of the plain search), O(n) stack.
 */
class Solution {
    private var full = 0

    fun totalNQueens(n: Int): Int {
        full = (1 shl n) - 1
        var total = 0
        for (c in 0 until n / 2) {
            val bit = 1 shl c
            total += 2 * count(full xor bit, bit shl 1, bit ushr 1)
        }
        if (n % 2 == 1) {
            val bit = 1 shl (n / 2)
            total += count(full xor bit, bit shl 1, bit ushr 1)
        }
        return total
    }

    private fun count(free: Int, left: Int, right: Int): Int {
        if (free == 0) {
            return 1
        }
        var open = free and (left or right).inv() and full
        var total = 0
        while (open != 0) {
            val bit = open and -open
            open = open xor bit
            total += count(free xor bit, (left or bit) shl 1, (right or bit) ushr 1)
        }
        return total
    }
}

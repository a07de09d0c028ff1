// Compile Error on purpose: the count is declared as a String and then given a number.
class Solution {
    fun totalNQueens(n: Int): Int {
        var total: String = 0
        return place(0, n, 0, 0, 0)
    }

    private fun place(row: Int, n: Int, cols: Int, left: Int, right: Int): Int {
        if (row == n) return 1
        var found = 0
        var open = (cols or left or right).inv() and ((1 shl n) - 1)
        while (open != 0) {
            val bit = open and -open
            open = open and (open - 1)
            found += place(row + 1, n, cols or bit, (left or bit) shl 1, (right or bit) shr 1)
        }
        return found
    }
}

// Compile Error on purpose: n is declared a Long, but LeetCode declares and passes an Int
// (fun totalNQueens(n: Int): Int), so its call of the method does not compile.
class Solution {
    fun totalNQueens(n: Long): Int {
        val size = n.toInt()
        return place(0, size, 0, 0, 0)
    }

    private fun place(row: Int, n: Int, cols: Int, left: Int, right: Int): Int {
        if (row == n) return 1
        var found = 0
        var open = (cols or left or right).inv() and ((1 shl n) - 1)
        while (open != 0) {
            val bit = open and -open
            open = open xor bit
            found += place(row + 1, n, cols or bit, (left or bit) shl 1, (right or bit) shr 1)
        }
        return found
    }
}

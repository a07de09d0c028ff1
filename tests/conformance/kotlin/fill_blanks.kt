class Solution {
    fun fillBlanks(board: Array<CharArray>): Unit {
        for (row in board) {
            for (j in row.indices) {
                if (row[j] == '.') {
                    row[j] = '#'
                }
            }
        }
    }
}

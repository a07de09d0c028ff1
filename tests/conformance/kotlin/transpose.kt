class Solution {
    fun transpose(grid: Array<IntArray>): Array<IntArray> {
        val rows = grid.size
        val columns = if (rows == 0) 0 else grid[0].size
        return Array(columns) { j -> IntArray(rows) { i -> grid[i][j] } }
    }
}

class Solution {
    fun rowSums(grid: List<List<Long>>): LongArray {
        return LongArray(grid.size) { grid[it].sum() }
    }
}

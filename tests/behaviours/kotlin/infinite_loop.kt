// @UNIQUE@: a build of its own, so the run's JVM is found by its build's name.
class Solution {
    fun totalNQueens(n: Int): Int {
        var spins = 0L
        while (n > 0) spins++
        return spins.toInt()
    }
}

// @UNIQUE@: a build of its own, so the run's JVM is found by its build's name.
class Solution {
    public int totalNQueens(int n) {
        long spins = 0;
        while (n > 0) spins++;
        return (int) spins;
    }
}

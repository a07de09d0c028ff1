/* @UNIQUE@: a build of its own, so the run's program is found by its build's name. */
int totalNQueens(int n) {
    volatile unsigned spins = 0;
    while (n > 0) spins = spins + 1;
    return 0;
}

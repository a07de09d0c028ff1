// @UNIQUE@: a build of its own, so the run's program is found by its build's name.
func totalNQueens(n int) int {
	spins := 0
	for n > 0 {
		spins++
	}
	return spins
}

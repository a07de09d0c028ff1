// N-Queens II (LeetCode 52) in Go, ACCEPTED: backtracking on bitmasks, iterative.
//
// Idea: the search keeps, per row, the columns still open (not attacked by a queen
// above along a column or a diagonal) on an explicit stack instead of recursing.
// The lowest open bit is taken each time (x & -x), and the row's open set shrinks.
//
// Cost: exponential time (far below n!), O(n) space.

func totalNQueens(n int) int {
	full := 1<<n - 1
	cols := make([]int, n+1)
	left := make([]int, n+1)
	right := make([]int, n+1)
	open := make([]int, n+1)
	open[0] = full
	count, row := 0, 0
	for row >= 0 {
		if open[row] == 0 {
			row--
			continue
		}
		bit := open[row] & -open[row]
		open[row] ^= bit
		if row == n-1 {
			count++
			continue
		}
		cols[row+1] = cols[row] | bit
		left[row+1] = (left[row] | bit) << 1 & full
		right[row+1] = (right[row] | bit) >> 1
		open[row+1] = full &^ (cols[row+1] | left[row+1] | right[row+1])
		row++
	}
	return count
}

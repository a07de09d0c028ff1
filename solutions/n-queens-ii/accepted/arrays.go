// N-Queens II (LeetCode 52) in Go, ACCEPTED: backtracking with boolean arrays.
//
// Idea: place one queen per row, marking its column and its two diagonals
// (row+col and row-col+n-1) in boolean arrays while the rows below are counted.
// As in LeetCode's editor there is no package clause: LeetCode declares package main.
//
// Cost: O(n!) time at most, O(n) space.

type board struct {
	n                 int
	cols, sums, diffs []bool
}

func (b *board) count(row int) int {
	if row == b.n {
		return 1
	}
	total := 0
	for col := 0; col < b.n; col++ {
		s, d := row+col, row-col+b.n-1
		if b.cols[col] || b.sums[s] || b.diffs[d] {
			continue
		}
		b.cols[col], b.sums[s], b.diffs[d] = true, true, true
		total += b.count(row + 1)
		b.cols[col], b.sums[s], b.diffs[d] = false, false, false
	}
	return total
}

func totalNQueens(n int) int {
	b := &board{n, make([]bool, n), make([]bool, 2*n-1), make([]bool, 2*n-1)}
	return b.count(0)
}

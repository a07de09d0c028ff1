// N-Queens II (LeetCode 52) in Go, WRONG ANSWER: the count is a package-level
// variable that is never reset.
//
// Idea: backtracking row by row with boolean arrays, adding 1 to a counter at each
// full board. Bug: the judge (like LeetCode) runs every case in one process and only
// calls the function again, so package-level variables keep their values between
// cases: the first case is right; from the second on the answer includes the
// earlier totals.
//
// Cost: O(n!) time; O(n) space.

var solutions = 0 // shared by every call, and never reset

func totalNQueens(n int) int {
	cols := make([]bool, n)
	sums := make([]bool, 2*n-1)
	diffs := make([]bool, 2*n-1)
	var place func(row int)
	place = func(row int) {
		if row == n {
			solutions++
			return
		}
		for col := 0; col < n; col++ {
			s, d := row+col, row-col+n-1
			if cols[col] || sums[s] || diffs[d] {
				continue
			}
			cols[col], sums[s], diffs[d] = true, true, true
			place(row + 1)
			cols[col], sums[s], diffs[d] = false, false, false
		}
	}
	place(0)
	return solutions
}

// N-Queens II (LeetCode 52) in Go, RUNTIME ERROR: the arrays are sized for n <= 8.
//
// Idea: backtracking with boolean arrays for the columns and both diagonals.
// Bug: the arrays have a fixed size of 8 columns and 15 diagonals, so n = 9 indexes
// past their end: "panic: runtime error: index out of range [8] with length 8".
//
// Cost: O(n!) time; O(1) space.

var cols [8]bool
var sums, diffs [15]bool

func totalNQueens(n int) int {
	var place func(row int) int
	place = func(row int) int {
		if row == n {
			return 1
		}
		total := 0
		for col := 0; col < n; col++ {
			s, d := row+col, row-col+n-1
			if cols[col] || sums[s] || diffs[d] {
				continue
			}
			cols[col], sums[s], diffs[d] = true, true, true
			total += place(row + 1)
			cols[col], sums[s], diffs[d] = false, false, false
		}
		return total
	}
	return place(0)
}

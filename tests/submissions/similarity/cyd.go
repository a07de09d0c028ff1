// N-Queens (LeetCode 51) in Go, ACCEPTED: backtracking with boolean arrays.
//
// Idea: place one queen per row; a column and the two diagonals through a square
// (row+col and row-col+n-1 are constant along them) are marked taken in three
// boolean slices while the rows below are searched, and freed afterwards. The
// board is kept as byte rows and copied into strings at each full placement.
//
// The answer starts as a nil slice: for n = 2 and 3 no board is found and nil is
// returned, which LeetCode prints as [] (the judge too). strings is used without
// an import, as LeetCode's editor allows.
//
// Cost: O(n!) time at most, O(n^2) space besides the output.

func solveNQueens(n int) [][]string {
	var boards [][]string
	board := make([][]byte, n)
	for r := range board {
		board[r] = []byte(strings.Repeat(".", n))
	}
	cols := make([]bool, n)
	sums := make([]bool, 2*n-1)
	diffs := make([]bool, 2*n-1)
	var place func(row int)
	place = func(row int) {
		if row == n {
			found := make([]string, n)
			for r := range board {
				found[r] = string(board[r])
			}
			boards = append(boards, found)
			return
		}
		for col := 0; col < n; col++ {
			s, d := row+col, row-col+n-1
			if cols[col] || sums[s] || diffs[d] {
				continue
			}
			cols[col], sums[s], diffs[d] = true, true, true
			board[row][col] = 'Q'
			place(row + 1)
			board[row][col] = '.'
			cols[col], sums[s], diffs[d] = false, false, false
		}
	}
	place(0)
	return boards
}

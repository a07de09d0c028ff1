// N-Queens (LeetCode 51) in Go, ACCEPTED: backtracking with sets (maps) of attacked lines.
//
// Idea: the queens placed so far are a stack of columns; three maps hold the columns
// and the two diagonal numbers (row+col, row-col) already taken. A full stack becomes
// a board of row strings.
//
// Cost: O(n!) time at most with map overhead per step, O(n) space besides the output.

import "strings"

type taken map[int]bool

func solveNQueens(n int) [][]string {
	boards := [][]string{}
	cols, sums, diffs := taken{}, taken{}, taken{}
	queens := []int{}
	var place func()
	place = func() {
		row := len(queens)
		if row == n {
			board := make([]string, 0, n)
			for _, col := range queens {
				board = append(board, strings.Repeat(".", col)+"Q"+strings.Repeat(".", n-col-1))
			}
			boards = append(boards, board)
			return
		}
		for col := 0; col < n; col++ {
			if cols[col] || sums[row+col] || diffs[row-col] {
				continue
			}
			cols[col], sums[row+col], diffs[row-col] = true, true, true
			queens = append(queens, col)
			place()
			queens = queens[:row]
			delete(cols, col)
			delete(sums, row+col)
			delete(diffs, row-col)
		}
	}
	place()
	return boards
}

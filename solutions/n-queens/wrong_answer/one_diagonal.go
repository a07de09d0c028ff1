// N-Queens (LeetCode 51) in Go, WRONG ANSWER: only one diagonal direction is checked.
//
// Idea: backtracking row by row, marking columns and the "/" diagonals (row+col).
// Bug: the "\" diagonals (row-col) are never checked, so boards with two queens on
// such a diagonal are returned too.
//
// Cost: O(n!) time; O(n) space besides the output.

func solveNQueens(n int) [][]string {
	boards := [][]string{}
	queens := make([]int, n)
	cols := make([]bool, n)
	sums := make([]bool, 2*n-1)
	var place func(row int)
	place = func(row int) {
		if row == n {
			board := make([]string, n)
			for r, c := range queens {
				line := []byte(strings.Repeat(".", n))
				line[c] = 'Q'
				board[r] = string(line)
			}
			boards = append(boards, board)
			return
		}
		for col := 0; col < n; col++ {
			if cols[col] || sums[row+col] {
				continue
			}
			cols[col], sums[row+col] = true, true
			queens[row] = col
			place(row + 1)
			cols[col], sums[row+col] = false, false
		}
	}
	place(0)
	return boards
}

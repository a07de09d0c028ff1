// Reference solution for LeetCode 51, "N-Queens", in Go: list every placement.
//
// Idea: backtracking one row at a time on bitmasks -- free holds the columns still
// empty, left and right the squares of the current row attacked along the two
// diagonal directions -- recording the column of each row's queen. Boards are only
// built at the leaves, from row strings prepared once per column.
//
// Cost: exponential time (far below n! nodes), O(n) extra space besides the
// O(n^2 S(n)) output for the S(n) boards.

func solveNQueens(n int) [][]string {
	rowText := make([]string, n)
	for c := 0; c < n; c++ {
		row := []byte(strings.Repeat(".", n))
		row[c] = 'Q'
		rowText[c] = string(row)
	}
	boards := [][]string{}
	queens := make([]int, n)
	var place func(row int, free, left, right uint)
	place = func(row int, free, left, right uint) {
		if row == n {
			board := make([]string, n)
			for r, c := range queens {
				board[r] = rowText[c]
			}
			boards = append(boards, board)
			return
		}
		for open := free &^ (left | right); open != 0; open &= open - 1 {
			bit := open & -open
			queens[row] = bits.TrailingZeros(bit)
			place(row+1, free^bit, (left|bit)<<1, (right|bit)>>1)
		}
	}
	place(0, 1<<uint(n)-1, 0, 0)
	return boards
}

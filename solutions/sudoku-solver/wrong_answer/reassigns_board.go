// Sudoku Solver (LeetCode 37) in Go, WRONG ANSWER: the solved grid is assigned to the parameter,
// which the caller never sees.
//
// Idea: copy the board into a fresh grid, solve the copy by backtracking with row, column and box
// masks, then `board = grid`. Bug: board is the function's own copy of the slice header, so
// assigning it changes nothing for the caller, who still holds the unsolved board; the answer
// must be written into board's existing rows (board[r][c] = ..., or copy(board[r], grid[r])).
//
// Cost: as the reference's backtracking, plus O(81) for the copy.

func solveSudoku(board [][]byte) {
	grid := make([][]byte, len(board))
	for r := range board {
		grid[r] = append([]byte(nil), board[r]...)
	}
	var rows, cols, boxes [9][10]bool
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			if d := grid[r][c]; d != '.' {
				rows[r][d-'0'], cols[c][d-'0'], boxes[r/3*3+c/3][d-'0'] = true, true, true
			}
		}
	}
	var fill func(cell int) bool
	fill = func(cell int) bool {
		if cell == 81 {
			return true
		}
		r, c := cell/9, cell%9
		if grid[r][c] != '.' {
			return fill(cell + 1)
		}
		b := r/3*3 + c/3
		for d := 1; d <= 9; d++ {
			if rows[r][d] || cols[c][d] || boxes[b][d] {
				continue
			}
			rows[r][d], cols[c][d], boxes[b][d] = true, true, true
			grid[r][c] = byte('0' + d)
			if fill(cell + 1) {
				return true
			}
			rows[r][d], cols[c][d], boxes[b][d] = false, false, false
		}
		grid[r][c] = '.'
		return false
	}
	fill(0)
	board = grid
}

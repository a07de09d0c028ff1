// Minesweeper (LeetCode 529) in Go, WRONG ANSWER: only 4 neighbours are looked at, not 8.
//
// Idea: depth-first search from the click, as in the reference. Bug: a square's neighbours
// include the four diagonal ones; counting mines (and revealing blank regions) only up, down,
// left and right shows too small digits, and 'B' next to a diagonal mine.
//
// Cost: O(m*n) time; O(m*n) recursion depth.

func updateBoard(board [][]byte, click []int) [][]byte {
	r, c := click[0], click[1]
	if board[r][c] == 'M' {
		board[r][c] = 'X'
		return board
	}
	reveal(board, r, c)
	return board
}

var directions = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

func reveal(board [][]byte, r, c int) {
	if r < 0 || r >= len(board) || c < 0 || c >= len(board[0]) || board[r][c] != 'E' {
		return
	}
	mines := 0
	for _, d := range directions {
		y, x := r+d[0], c+d[1]
		if y >= 0 && y < len(board) && x >= 0 && x < len(board[0]) && board[y][x] == 'M' {
			mines++
		}
	}
	if mines > 0 {
		board[r][c] = byte('0' + mines)
		return
	}
	board[r][c] = 'B'
	for _, d := range directions {
		reveal(board, r+d[0], c+d[1])
	}
}

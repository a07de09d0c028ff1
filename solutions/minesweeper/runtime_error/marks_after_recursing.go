// Minesweeper (LeetCode 529) in Go, RUNTIME ERROR: a blank square is marked 'B' only after its
// neighbours are revealed, so the recursion never ends (stack overflow).
//
// Idea: depth-first search from the click: a square with adjacent mines shows their number, a
// blank one reveals its 8 neighbours. Bug: the square is still 'E' while its neighbours are
// visited, so a blank neighbour visits it again, and again: the two call each other until the
// goroutine's stack is exhausted. Marking the square before recursing (as the reference marks it
// when it is queued) visits each square once.
//
// Cost: unbounded recursion on any board with two adjacent blank squares.

func updateBoard(board [][]byte, click []int) [][]byte {
	r, c := click[0], click[1]
	if board[r][c] == 'M' {
		board[r][c] = 'X'
		return board
	}
	reveal(board, r, c)
	return board
}

func reveal(board [][]byte, r, c int) {
	if r < 0 || r >= len(board) || c < 0 || c >= len(board[0]) || board[r][c] != 'E' {
		return
	}
	mines := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			y, x := r+dy, c+dx
			if y >= 0 && y < len(board) && x >= 0 && x < len(board[0]) && board[y][x] == 'M' {
				mines++
			}
		}
	}
	if mines > 0 {
		board[r][c] = byte('0' + mines)
		return
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if dy != 0 || dx != 0 {
				reveal(board, r+dy, c+dx)
			}
		}
	}
	board[r][c] = 'B' // too late: the neighbours have already come back here
}

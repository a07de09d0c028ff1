// Reference solution for LeetCode 529, "Minesweeper", in Go.
//
// Idea: a click on a mine turns it into 'X' and ends the game. Otherwise a breadth-first
// search from the clicked square: a square with k adjacent mines shows the digit k and stops
// there; one with none becomes 'B' and its unrevealed neighbours join the queue. A square is
// revealed when it is queued, so none is queued twice.
//
// Cost: O(m*n) time (each square is revealed once and looks at 8 neighbours); O(m*n) space
// for the queue.

func updateBoard(board [][]byte, click []int) [][]byte {
	r, c := click[0], click[1]
	if board[r][c] == 'M' {
		board[r][c] = 'X'
		return board
	}
	m, n := len(board), len(board[0])
	neighbours := func(r, c int, visit func(y, x int)) {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				y, x := r+dy, c+dx
				if (dy != 0 || dx != 0) && y >= 0 && y < m && x >= 0 && x < n {
					visit(y, x)
				}
			}
		}
	}
	board[r][c] = 'B'
	queue := [][2]int{{r, c}}
	for len(queue) > 0 {
		r, c := queue[0][0], queue[0][1]
		queue = queue[1:]
		mines := 0
		neighbours(r, c, func(y, x int) {
			if board[y][x] == 'M' || board[y][x] == 'X' {
				mines++
			}
		})
		if mines > 0 {
			board[r][c] = byte('0' + mines)
			continue
		}
		neighbours(r, c, func(y, x int) {
			if board[y][x] == 'E' {
				board[y][x] = 'B'
				queue = append(queue, [2]int{y, x})
			}
		})
	}
	return board
}

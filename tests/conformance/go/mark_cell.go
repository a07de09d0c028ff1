func markCell(board [][]byte, click []int) [][]byte {
	board[click[0]][click[1]] = 'X'
	return board
}

// Reference solution for LeetCode 37, "Sudoku Solver", in Go: fill the board in place.
//
// Idea: backtracking with bitmasks -- rows[r], cols[c] and boxes[b] hold the digits already
// used (bit d for digit d). Each step fills the empty cell with the fewest candidates left
// (a cell with none ends the branch at once, a cell with one is forced), tries its digits in
// turn and undoes them on the way back.
//
// Cost: exponential in the worst case, in practice a few thousand steps for a 9x9 puzzle;
// O(81) space for the recursion and the list of empty cells.

func solveSudoku(board [][]byte) {
	var rows, cols, boxes [9]uint16
	var empty [][2]int
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			if board[r][c] == '.' {
				empty = append(empty, [2]int{r, c})
				continue
			}
			bit := uint16(1) << (board[r][c] - '0')
			rows[r] |= bit
			cols[c] |= bit
			boxes[r/3*3+c/3] |= bit
		}
	}
	const all = uint16(0x3FE) // the bits of the digits 1 to 9

	var fill func(left int) bool
	fill = func(left int) bool {
		if left == 0 {
			return true
		}
		// The empty cell with the fewest candidates goes to empty[left-1].
		best, bestCount := -1, 10
		for i := 0; i < left; i++ {
			r, c := empty[i][0], empty[i][1]
			count := bits.OnesCount16(all &^ (rows[r] | cols[c] | boxes[r/3*3+c/3]))
			if count < bestCount {
				best, bestCount = i, count
				if count <= 1 {
					break
				}
			}
		}
		if bestCount == 0 {
			return false
		}
		empty[best], empty[left-1] = empty[left-1], empty[best]
		r, c := empty[left-1][0], empty[left-1][1]
		box := r/3*3 + c/3
		for free := all &^ (rows[r] | cols[c] | boxes[box]); free != 0; free &= free - 1 {
			bit := free & -free
			rows[r] |= bit
			cols[c] |= bit
			boxes[box] |= bit
			board[r][c] = byte('0' + bits.TrailingZeros16(bit))
			if fill(left - 1) {
				return true
			}
			rows[r] &^= bit
			cols[c] &^= bit
			boxes[box] &^= bit
		}
		board[r][c] = '.'
		return false
	}
	fill(len(empty))
}

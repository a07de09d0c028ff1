func fillBlanks(board [][]byte)  {
	for _, row := range board {
		for j := range row {
			if row[j] == '.' {
				row[j] = '#'
			}
		}
	}
}

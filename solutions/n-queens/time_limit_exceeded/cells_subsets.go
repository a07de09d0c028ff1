// N-Queens (LeetCode 51) in Go, TIME LIMIT EXCEEDED: every set of n cells is tried.
//
// Idea: choose n of the n*n cells in every possible way (combinations in
// lexicographic order) and keep the choices where no two queens share a row, a
// column or a diagonal. Correct, but C(n*n, n) sets is about 2.6e11 for n = 9
// (already 8.6e7 for n = 7): far beyond any time limit.
//
// Cost: O(C(n^2, n) * n^2) time; O(n) space besides the output.

func solveNQueens(n int) [][]string {
	boards := [][]string{}
	cells := n * n
	pick := make([]int, n)
	for i := range pick {
		pick[i] = i
	}
	for {
		if peaceful(pick, n) {
			board := make([]string, n)
			for _, cell := range pick {
				line := []byte(strings.Repeat(".", n))
				line[cell%n] = 'Q'
				board[cell/n] = string(line)
			}
			boards = append(boards, board)
		}
		// The next combination: bump the rightmost index that can still move.
		i := n - 1
		for i >= 0 && pick[i] == cells-n+i {
			i--
		}
		if i < 0 {
			return boards
		}
		pick[i]++
		for j := i + 1; j < n; j++ {
			pick[j] = pick[j-1] + 1
		}
	}
}

func peaceful(pick []int, n int) bool {
	for a := 0; a < len(pick); a++ {
		for b := a + 1; b < len(pick); b++ {
			ra, ca, rb, cb := pick[a]/n, pick[a]%n, pick[b]/n, pick[b]%n
			if ra == rb || ca == cb || ra-ca == rb-cb || ra+ca == rb+cb {
				return false
			}
		}
	}
	return true
}

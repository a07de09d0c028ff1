// N-Queens II (LeetCode 52) in Go, TIME LIMIT EXCEEDED: all n^n placements are checked.
//
// Idea: one queen per row, every row's column chosen in every possible way (an
// n-digit counter in base n), and each full placement checked pair by pair without
// stopping at the first conflict. Correct, but 9^9 = 387,420,489 placements of 36
// pairs each for n = 9 is far beyond the time limit.
//
// Cost: O(n^n * n^2) time; O(n) space.

func totalNQueens(n int) int {
	cols := make([]int, n)
	count := 0
	for {
		conflicts := 0
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				d := cols[a] - cols[b]
				if d == 0 || d == b-a || d == a-b {
					conflicts++
				}
			}
		}
		if conflicts == 0 {
			count++
		}
		row := n - 1
		for row >= 0 && cols[row] == n-1 {
			cols[row] = 0
			row--
		}
		if row < 0 {
			return count
		}
		cols[row]++
	}
}

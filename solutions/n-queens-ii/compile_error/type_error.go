// N-Queens II (LeetCode 52) in Go, COMPILE ERROR: a string is added to an int.
//
// Idea: backtracking on bitmasks. Bug: the count is built as an int but a string
// literal is added to it, which Go's type checker refuses:
// "invalid operation: total + "1" (mismatched types int and untyped string)".

func totalNQueens(n int) int {
	var count func(row int, cols, left, right uint) int
	count = func(row int, cols, left, right uint) int {
		if row == n {
			return 1
		}
		total := 0
		for open := ^(cols | left | right) & (1<<uint(n) - 1); open != 0; open &= open - 1 {
			bit := open & -open
			total = total + "1"
			total += count(row+1, cols|bit, (left|bit)<<1, (right|bit)>>1)
		}
		return total
	}
	return count(0, 0, 0, 0)
}

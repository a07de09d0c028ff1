// N-Queens II (LeetCode 52) in Go, COMPILE ERROR: the file declares its own package.
//
// Idea: count placements row by row with bitmasks of the taken columns and diagonals.
// Bug: copied from a local project, the file starts with `package leetcode`. LeetCode
// puts the code in a package main of its own, so the second package clause is a syntax
// error there ("non-declaration statement outside function body"); remove the clause.
//
// Cost: would be O(n!) time (pruned); O(n) space.

package leetcode

func totalNQueens(n int) int {
	full := (1 << n) - 1
	var count func(cols, left, right int) int
	count = func(cols, left, right int) int {
		if cols == full {
			return 1
		}
		total := 0
		for free := full &^ (cols | left | right); free != 0; free &= free - 1 {
			bit := free & -free
			total += count(cols|bit, (left|bit)<<1&full, (right|bit)>>1)
		}
		return total
	}
	return count(0, 0, 0)
}

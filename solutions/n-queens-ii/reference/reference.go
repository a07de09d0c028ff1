// Reference solution for LeetCode 52, "N-Queens II", in Go: count the placements.
//
// Idea: backtracking one row at a time on bitmasks -- free holds the columns still
// empty, left and right the squares of the current row attacked along the two
// diagonal directions. Mirror symmetry halves the work: the first queen only tries
// the left half of the top row and each placement found counts twice; for odd n
// the middle column is searched once more, counted once.
//
// Cost: exponential time (about half the nodes of the plain bitmask search),
// O(n) recursion depth.

func totalNQueens(n int) int {
	full := uint(1)<<uint(n) - 1
	var count func(free, left, right uint) int
	count = func(free, left, right uint) int {
		if free == 0 {
			return 1
		}
		total := 0
		for open := free &^ (left | right); open != 0; open &= open - 1 {
			bit := open & -open
			total += count(free^bit, (left|bit)<<1, (right|bit)>>1)
		}
		return total
	}
	total := 0
	for col := 0; col < n/2; col++ {
		bit := uint(1) << uint(col)
		total += 2 * count(full^bit, bit<<1, bit>>1)
	}
	if n%2 == 1 {
		bit := uint(1) << uint(n/2)
		total += count(full^bit, bit<<1, bit>>1)
	}
	return total
}

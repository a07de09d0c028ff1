// Zuma Game (LeetCode 488) in Go, TIME LIMIT EXCEEDED: plain backtracking, with no memo and no
// pruning.
//
// Idea: try every ball of the hand at every place of the row, collapse, recurse on what is left,
// and keep the fewest balls. Bug: the answer is right, but nothing is remembered or skipped: the
// same (row, hand) is reached again and again through insertions in another order, a ball
// tried twice when the hand holds two of its colour, and an impossible row of 16 with a hand of 5
// makes the search try about 17*5 * 18*4 * 19*3 * 20*2 * 21 -- some 300 million -- insertions.
// A set of visited states (and trying each colour once) makes it fast.
//
// Cost: O((n+k)^k * k!) for a row of n and a hand of k.

func findMinStep(board string, hand string) int {
	best := search(board, hand)
	if best > len(hand) {
		return -1
	}
	return best
}

func search(row, hand string) int {
	if row == "" {
		return 0
	}
	best := len(hand) + 1 // more than the hand holds: impossible
	for j := 0; j < len(hand); j++ {
		rest := hand[:j] + hand[j+1:]
		for i := 0; i <= len(row); i++ {
			if steps := 1 + search(collapse(row[:i]+hand[j:j+1]+row[i:]), rest); steps < best {
				best = steps
			}
		}
	}
	return best
}

// collapse removes every run of three or more balls of one colour, and those the removals join.
func collapse(row string) string {
	for i := 0; i < len(row); {
		j := i
		for j < len(row) && row[j] == row[i] {
			j++
		}
		if j-i >= 3 {
			return collapse(row[:i] + row[j:])
		}
		i = j
	}
	return row
}

// Reference solution for LeetCode 488, "Zuma Game", in Go.
//
// Idea: breadth-first search over (row, hand) states, so the first empty row is reached with the
// fewest balls; a set of states seen (the hand sorted) keeps each state to one visit. From a
// state, a ball of each distinct colour of the hand goes into each place of the row, except
// places that cannot help: next to a ball of the same colour only before the run (after it is
// the same row), and a ball of another colour only between two equal balls (splitting a pair
// so that each half can be completed later -- "RRWWRRBBRR" with "WB" needs that). After each
// insertion the row collapses: runs of three or more vanish, in chains.
//
// Cost: the states are bounded by the rows reachable from a row of at most 16 balls and a
// hand of at most 5; each is expanded in O(len(row) * len(hand) * len(row)).

func findMinStep(board string, hand string) int {
	sorted := []byte(hand)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	type state struct{ row, hand string }
	start := state{board, string(sorted)}
	seen := map[state]bool{start: true}
	level := []state{start}
	for step := 1; len(level) > 0; step++ {
		var next []state
		for _, s := range level {
			row, hand := s.row, s.hand
			for j := 0; j < len(hand); j++ {
				if j > 0 && hand[j] == hand[j-1] {
					continue // the same colour again
				}
				ball := hand[j]
				rest := hand[:j] + hand[j+1:]
				for i := 0; i <= len(row); i++ {
					if i > 0 && row[i-1] == ball {
						continue // after a ball of its colour: the same as before that run
					}
					useful := i < len(row) && row[i] == ball ||
						i > 0 && i < len(row) && row[i-1] == row[i] && row[i] != ball
					if !useful {
						continue
					}
					collapsed := collapse(row[:i] + string(ball) + row[i:])
					if collapsed == "" {
						return step
					}
					t := state{collapsed, rest}
					if !seen[t] {
						seen[t] = true
						next = append(next, t)
					}
				}
			}
		}
		level = next
	}
	return -1
}

// collapse removes every run of three or more balls of one colour, and those the removals join.
func collapse(row string) string {
	type run struct {
		ball  byte
		count int
	}
	var stack []run
	for i := 0; i < len(row); i++ {
		ball := row[i]
		// A finished run of three or more goes; the runs it separated may then join.
		for len(stack) > 0 && stack[len(stack)-1].ball != ball && stack[len(stack)-1].count >= 3 {
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 && stack[len(stack)-1].ball == ball {
			stack[len(stack)-1].count++
		} else {
			stack = append(stack, run{ball, 1})
		}
	}
	if len(stack) > 0 && stack[len(stack)-1].count >= 3 {
		stack = stack[:len(stack)-1]
	}
	out := make([]byte, 0, len(row))
	for _, r := range stack {
		for k := 0; k < r.count; k++ {
			out = append(out, r.ball)
		}
	}
	return string(out)
}

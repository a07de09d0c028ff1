// Zuma Game (LeetCode 488) in Go, WRONG ANSWER: a ball only ever goes next to a ball of its colour.
//
// Idea: the reference's breadth-first search over (row, hand), with a pruning that looks safe:
// insert a ball only where it touches a ball of the same colour. Bug: sometimes the best move
// splits a pair with a ball of another colour, so that both halves can vanish later. Board
// "RRWWRRBBRR" with hand "WB" needs 2: the W between the last two R's ("RRWWRRBBRWR"), then
// the B by the B's, and the row vanishes in a chain (BBB, then RRR, WWW, RRR). This search never
// puts a W between two R's and answers -1. LeetCode's early tests accepted this pruning; the
// case was added later.
//
// Cost: the same as the reference, on fewer states.

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
			for j := 0; j < len(s.hand); j++ {
				ball := s.hand[j]
				rest := s.hand[:j] + s.hand[j+1:]
				for i := 0; i < len(s.row); i++ {
					if s.row[i] != ball {
						continue // the greedy rule: only before a ball of the same colour
					}
					row := collapse(s.row[:i] + string(ball) + s.row[i:])
					if row == "" {
						return step
					}
					t := state{row, rest}
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
	for {
		shorter := row
		for i := 0; i < len(row); {
			j := i
			for j < len(row) && row[j] == row[i] {
				j++
			}
			if j-i >= 3 {
				shorter = row[:i] + row[j:]
				break
			}
			i = j
		}
		if shorter == row {
			return row
		}
		row = shorter
	}
}

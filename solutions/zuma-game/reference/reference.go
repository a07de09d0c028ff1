// Reference solution for LeetCode 488, "Zuma Game", in Go.
//
// Idea: breadth-first search over (row, hand) states, so the first empty row is reached with the
// fewest balls; a set of states seen (the hand sorted) keeps each state to one visit. From a
// state, a ball of each distinct colour of the hand goes into each place of the row, except
// places that cannot help: next to a ball of the same colour only before the run (after it is
// the same row), and a ball of another colour only between two equal balls (splitting a pair
// so that each half can be completed later -- "RRWWRRBBRR" with "WB" needs that). The last ball
// of the hand can only empty the row by making a pair into three, so it goes only there.
// A state is dropped as hopeless when some colour of the row can never gather three balls (too
// few on row and hand together, or more missing over all colours than the hand holds), or when
// its one ball has no pair of its colour to complete.
// Removals are worked out around the new ball only (settle): before a move no run holds three,
// so only the new ball's run can vanish, then the run its two neighbours form, and so on.
//
// Cost: the states are bounded by the rows reachable from a row of at most 16 balls and a
// hand of at most 5, far fewer once hopeless ones are dropped; each is expanded in
// O(len(row) * len(hand) * len(row)).

func findMinStep(board string, hand string) int {
	sorted := []byte(hand)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	type state struct{ row, hand string }
	start := state{board, string(sorted)}
	if hopeless(start.row, start.hand) {
		return -1
	}
	// A state is seen once, under one key: its row, '|', its hand.
	seen := map[string]bool{board + "|" + start.hand: true}
	level := []state{start}
	// Reused for every insertion: only the states kept are copied out of them.
	buf := make([]byte, 0, len(board)+len(hand)+1)
	key := make([]byte, 0, len(board)+2*len(hand)+1)
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
				for i := 0; i < len(row); i++ {
					if row[i] == ball {
						if i > 0 && row[i-1] == ball {
							continue // after a ball of its colour: the same as before that run
						}
						// The last ball can only empty the row by making a pair into three.
						if rest == "" && (i+1 == len(row) || row[i+1] != ball) {
							continue
						}
					} else if rest == "" || i == 0 || row[i-1] != row[i] {
						continue // another colour: only between two equal balls, never as the last
					}
					buf = append(append(append(buf[:0], row[:i]...), ball), row[i:]...)
					after := settle(buf, i)
					if len(after) == 0 {
						return step
					}
					if rest == "" {
						continue
					}
					key = append(append(append(key[:0], after...), '|'), rest...)
					if !seen[string(key)] { // string(key) to look up copies nothing
						// Marked seen even when hopeless, so that it is judged once.
						seen[string(key)] = true
						t := state{string(after), rest}
						if !hopeless(t.row, rest) {
							next = append(next, t)
						}
					}
				}
			}
		}
		level = next
	}
	return -1
}

// settle returns the row once the run through position at has vanished, if it holds three or
// more, then the run its two neighbours form, and so on; it reuses row's memory.
func settle(row []byte, at int) []byte {
	for len(row) > 0 {
		left, right := at, at
		for left > 0 && row[left-1] == row[at] {
			left--
		}
		for right+1 < len(row) && row[right+1] == row[at] {
			right++
		}
		if right-left < 2 {
			break
		}
		row = append(row[:left], row[right+1:]...)
		if left == 0 || left == len(row) || row[left-1] != row[left] {
			break // nothing joins across the gap
		}
		at = left
	}
	return row
}

// hopeless reports whether the row can never be emptied with this hand: a colour of the row short
// of three balls on row and hand together, more balls missing over all colours than the hand
// holds, or one ball left and no pair of its colour on the row for it to make three.
func hopeless(row, hand string) bool {
	if len(hand) == 1 && !strings.Contains(row, hand+hand) {
		return true
	}
	var onRow, inHand [128]int
	for i := 0; i < len(row); i++ {
		onRow[row[i]]++
	}
	for i := 0; i < len(hand); i++ {
		inHand[hand[i]]++
	}
	needed := 0
	for _, colour := range "RYBGW" {
		if missing := 3 - onRow[colour]; onRow[colour] > 0 && missing > 0 {
			if inHand[colour] < missing {
				return true
			}
			needed += missing
		}
	}
	return needed > len(hand)
}

func guessNumber(n int) int {
	// The first number not lower than the pick: guess says -1 or 0 from there on.
	return sort.Search(n, func(i int) bool { return guess(i+1) <= 0 }) + 1
}

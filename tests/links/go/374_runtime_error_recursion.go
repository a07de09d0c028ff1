func guessNumber(n int) int {
	return search(1, n)
}

func search(low, high int) int {
	mid := low + (high-low)/2
	switch guess(mid) {
	case 0:
		return mid
	case -1:
		return search(low, mid-1)
	}
	// Forgets the +1: with the pick at high = low+1, mid stays low and the recursion never ends.
	return search(mid, high)
}

func guessNumber(n int) int {
	low, high := 1, n
	for low <= high {
		mid := low + (high-low)/2
		said := guess(mid)
		if said == 0 {
			return mid
		}
		if said > 0 { // read the wrong way round
			high = mid - 1
		} else {
			low = mid + 1
		}
	}
	return -1
}

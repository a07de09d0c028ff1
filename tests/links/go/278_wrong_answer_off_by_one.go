func firstBadVersion(n int) int {
	low, high := 1, n
	for low < high {
		mid := (low + high) / 2
		if isBadVersion(mid) {
			high = mid - 1 // passes over mid, which may be the first bad one
		} else {
			low = mid + 1
		}
	}
	return low
}

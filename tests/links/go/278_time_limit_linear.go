func firstBadVersion(n int) int {
	for version := 1; version <= n; version++ {
		if isBadVersion(version) {
			return version
		}
	}
	return n
}

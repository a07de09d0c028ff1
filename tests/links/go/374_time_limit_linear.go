func guessNumber(n int) int {
	for num := 1; num < n; num++ {
		if guess(num) == 0 {
			return num
		}
	}
	return n
}

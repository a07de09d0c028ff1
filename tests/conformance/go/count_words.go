func countWords(groups [][]string) int {
	count := 0
	for _, group := range groups {
		count += len(group)
	}
	return count
}

func reverseWords(words []string) []string {
	ans := make([]string, 0, len(words))
	for i := len(words) - 1; i >= 0; i-- {
		ans = append(ans, words[i])
	}
	return ans
}

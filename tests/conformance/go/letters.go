func letters(word string) []byte {
	return []byte(word)
}

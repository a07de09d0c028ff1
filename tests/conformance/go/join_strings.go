func joinStrings(board string, hand string) string {
	return board + hand
}

func nextChar(c byte, up bool) byte {
	if up {
		return c + 1
	}
	return c - 1
}

func pickLong(i int, l int64, b bool) int64 {
	if b {
		return l
	}
	return int64(i)
}

func negateAll(flags []bool) []bool {
	var ans []bool // nil for no flags: written as []
	for _, flag := range flags {
		ans = append(ans, !flag)
	}
	return ans
}

// Recursive descent: a value is a number or a bracketed list of values.
func deserialize(s string) *NestedInteger {
	at := 0
	var parse func() *NestedInteger
	parse = func() *NestedInteger {
		result := &NestedInteger{}
		if s[at] != '[' {
			start := at
			for at < len(s) && s[at] != ',' && s[at] != ']' {
				at++
			}
			value, _ := strconv.Atoi(s[start:at])
			result.SetInteger(value)
			return result
		}
		at++ // '['
		for s[at] != ']' {
			result.Add(*parse())
			if s[at] == ',' {
				at++
			}
		}
		at++ // ']'
		return result
	}
	return parse()
}

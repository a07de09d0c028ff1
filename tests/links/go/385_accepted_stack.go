// A stack of the lists still open; a number is read whole where it starts.
func deserialize(s string) *NestedInteger {
	if s[0] != '[' {
		value, _ := strconv.Atoi(s)
		single := &NestedInteger{}
		single.SetInteger(value)
		return single
	}
	var stack []*NestedInteger
	var result *NestedInteger
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '[':
			stack = append(stack, &NestedInteger{})
		case c == ']':
			done := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				result = done
			} else {
				stack[len(stack)-1].Add(*done)
			}
		case c == '-' || c >= '0' && c <= '9':
			start := i
			for i+1 < len(s) && s[i+1] != ',' && s[i+1] != ']' {
				i++
			}
			value, _ := strconv.Atoi(s[start : i+1])
			var number NestedInteger
			number.SetInteger(value)
			stack[len(stack)-1].Add(number)
		}
	}
	return result
}

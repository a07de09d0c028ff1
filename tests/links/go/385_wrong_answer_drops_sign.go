// Reads digits only: the minus sign of a negative number is lost.
func deserialize(s string) *NestedInteger {
	var stack []*NestedInteger
	root := &NestedInteger{}
	number, digits := 0, false
	flush := func() {
		if !digits {
			return
		}
		item := NestedInteger{}
		item.SetInteger(number)
		if len(stack) == 0 {
			root = &item
		} else {
			stack[len(stack)-1].Add(item)
		}
		number, digits = 0, false
	}
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			number, digits = number*10+int(c-'0'), true
		case c == '[':
			stack = append(stack, &NestedInteger{})
		case c == ',':
			flush()
		case c == ']':
			flush()
			done := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				root = done
			} else {
				stack[len(stack)-1].Add(*done)
			}
		}
	}
	flush()
	return root
}

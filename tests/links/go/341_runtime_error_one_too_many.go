// HasNext is off by one: after the last integer it says there is another, and Next's index is out
// of range.
type NestedIterator struct {
	values []int
	next   int
}

func Constructor(nestedList []*NestedInteger) *NestedIterator {
	it := &NestedIterator{}
	pending := append([]*NestedInteger(nil), nestedList...)
	for len(pending) > 0 {
		item := pending[0]
		pending = pending[1:]
		if item.IsInteger() {
			it.values = append(it.values, item.GetInteger())
		} else {
			pending = append(append([]*NestedInteger(nil), item.GetList()...), pending...)
		}
	}
	return it
}

func (this *NestedIterator) Next() int {
	this.next++
	return this.values[this.next-1]
}

func (this *NestedIterator) HasNext() bool {
	return this.next <= len(this.values)
}

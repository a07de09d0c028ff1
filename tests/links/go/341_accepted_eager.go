// Eager: every integer collected up front, by a recursive walk.
type NestedIterator struct {
	values []int
	next   int
}

func Constructor(nestedList []*NestedInteger) *NestedIterator {
	it := &NestedIterator{}
	var walk func([]*NestedInteger)
	walk = func(items []*NestedInteger) {
		for _, item := range items {
			if item.IsInteger() {
				it.values = append(it.values, item.GetInteger())
			} else {
				walk(item.GetList())
			}
		}
	}
	walk(nestedList)
	return it
}

func (this *NestedIterator) Next() int {
	this.next++
	return this.values[this.next-1]
}

func (this *NestedIterator) HasNext() bool {
	return this.next < len(this.values)
}

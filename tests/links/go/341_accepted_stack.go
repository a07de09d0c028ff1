// Lazy: a stack of the lists being walked, each with the index of its next item; HasNext goes down
// into lists until an integer is on top, so that empty lists are passed over.
type frame struct {
	items []*NestedInteger
	at    int
}

type NestedIterator struct {
	stack []frame
}

func Constructor(nestedList []*NestedInteger) *NestedIterator {
	return &NestedIterator{stack: []frame{{items: nestedList}}}
}

func (this *NestedIterator) Next() int {
	this.HasNext()
	top := &this.stack[len(this.stack)-1]
	top.at++
	return top.items[top.at-1].GetInteger()
}

func (this *NestedIterator) HasNext() bool {
	for len(this.stack) > 0 {
		top := &this.stack[len(this.stack)-1]
		switch {
		case top.at == len(top.items):
			this.stack = this.stack[:len(this.stack)-1]
		case top.items[top.at].IsInteger():
			return true
		default:
			inner := top.items[top.at].GetList()
			top.at++
			this.stack = append(this.stack, frame{items: inner})
		}
	}
	return false
}

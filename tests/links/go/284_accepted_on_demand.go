type PeekingIterator struct {
	iter   *Iterator
	peeked bool
	value  int
}

func Constructor(iter *Iterator) *PeekingIterator {
	return &PeekingIterator{iter: iter}
}

func (this *PeekingIterator) hasNext() bool {
	return this.peeked || this.iter.hasNext()
}

func (this *PeekingIterator) next() int {
	if this.peeked {
		this.peeked = false
		return this.value
	}
	return this.iter.next()
}

func (this *PeekingIterator) peek() int {
	if !this.peeked {
		this.value, this.peeked = this.iter.next(), true
	}
	return this.value
}

/**
 * // The interface of the Iterator the judge gives your class: do not implement it.
 * type Iterator struct {
 * }
 *
 * func (this *Iterator) hasNext() bool {}
 * func (this *Iterator) next() int {}
 */

// Always holds the element next() will give, if there is one.
type PeekingIterator struct {
	iter  *Iterator
	more  bool
	ahead int
}

func Constructor(iter *Iterator) *PeekingIterator {
	p := &PeekingIterator{iter: iter}
	p.step()
	return p
}

func (this *PeekingIterator) step() {
	this.more = this.iter.hasNext()
	if this.more {
		this.ahead = this.iter.next()
	}
}

func (this *PeekingIterator) hasNext() bool {
	return this.more
}

func (this *PeekingIterator) next() int {
	value := this.ahead
	this.step()
	return value
}

func (this *PeekingIterator) peek() int {
	return this.ahead
}

// LeetCode's Iterator for Peeking Iterator (284), added to main.go by judge/languages/go.py for
// that problem only: another problem's file may declare a type of the same name. The type with
// LeetCode's unexported methods (the user's file does not declare it) and its reader; it is never
// an answer. The text after the package clause is what is added.

package main

// Iterator goes over the case's list of integers: hasNext and next, nothing more, as LeetCode's
// comment declares it. The fields are the judge's, named so that no name of the user's file meets
// them. A copy of the struct (`ahead := *this.iter`) is an iterator of its own at the same place:
// the list, never changed, is shared.
type Iterator struct {
	__judge_items []int
	__judge_at    int
}

// hasNext is true while there are elements left.
func (this *Iterator) hasNext() bool {
	return this.__judge_at < len(this.__judge_items)
}

// next is the next element; the iterator moves past it. Past the end it panics, a Runtime Error
// that says so (LeetCode's calls are all valid).
func (this *Iterator) next() int {
	if this.__judge_at >= len(this.__judge_items) {
		panic("Iterator.next() called after the last element")
	}
	this.__judge_at++
	return this.__judge_items[this.__judge_at-1]
}

// __judge_read_Iterator is an Iterator at the start of the case's list (checked by the judge:
// 32-bit integers).
func __judge_read_Iterator(p *__judge_parser) *Iterator {
	items := []int{}
	p.list(func() { items = append(items, int(p.readInt())) })
	return &Iterator{__judge_items: items}
}

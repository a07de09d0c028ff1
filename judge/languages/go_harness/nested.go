// LeetCode's NestedInteger (341, 385) for a Go submission, added to main.go by
// judge/languages/go.py when the signature has one (a parameter, the result or a list of them), and
// only then. The type with LeetCode's methods (the user's file does not declare it), its reader and
// its writer. On the wire it is its JSON value (`324`, `[123,[456,[789]]]`); neither the reader nor
// the writer recurses: 385's strings nest 25,000 deep. The text after the package clause is what is
// added.

package main

// NestedInteger is one integer or a list of NestedIntegers. Its zero value (`NestedInteger{}`,
// `&NestedInteger{}`, as solutions write them) is an empty list. Add keeps a pointer to its own copy
// of the value it is given (LeetCode's Add takes the struct, not a pointer), and GetList hands out
// the list itself: a change through one of its pointers is a change of the list. The fields are the
// judge's, named so that no name of the user's file meets them.
type NestedInteger struct {
	__judge_isInteger bool
	__judge_integer   int
	__judge_list      []*NestedInteger
}

// IsInteger tells whether it holds one integer, not a list.
func (n NestedInteger) IsInteger() bool {
	return n.__judge_isInteger
}

// GetInteger is the integer it holds; LeetCode leaves a list's undefined: here it is 0.
func (n NestedInteger) GetInteger() int {
	if !n.__judge_isInteger {
		return 0
	}
	return n.__judge_integer
}

// SetInteger makes it hold the one integer value (a list it held is dropped).
func (n *NestedInteger) SetInteger(value int) {
	n.__judge_isInteger, n.__judge_integer, n.__judge_list = true, value, nil
}

// Add makes it a list, if it held an integer (an empty one then), and appends elem to it.
func (n *NestedInteger) Add(elem NestedInteger) {
	if n.__judge_isInteger {
		n.__judge_isInteger, n.__judge_integer = false, 0
	}
	n.__judge_list = append(n.__judge_list, &elem)
}

// GetList is the list it holds, empty (nil) when it holds an integer.
func (n NestedInteger) GetList() []*NestedInteger {
	if n.__judge_isInteger {
		return nil
	}
	return n.__judge_list
}

// __judge_read_NestedInteger builds a NestedInteger from its JSON (the judge checks what it sends:
// 32-bit integers and lists of them), with a stack of the lists being read in place of a recursion.
func __judge_read_NestedInteger(p *__judge_parser) *NestedInteger {
	if p.peek() != '[' {
		return &NestedInteger{__judge_isInteger: true, __judge_integer: int(p.readInt())}
	}
	p.pos++
	root := &NestedInteger{}
	open := []*NestedInteger{root} // the lists being read, innermost last
	for len(open) > 0 {
		list := open[len(open)-1]
		switch p.peek() {
		case ']':
			p.pos++
			open = open[:len(open)-1]
		case ',':
			p.pos++
		case '[':
			p.pos++
			inner := &NestedInteger{}
			list.__judge_list = append(list.__judge_list, inner)
			open = append(open, inner)
		default:
			number := &NestedInteger{__judge_isInteger: true, __judge_integer: int(p.readInt())}
			list.__judge_list = append(list.__judge_list, number)
		}
	}
	return root
}

// __judge_nested_frame is a list being written: the NestedInteger that holds it, and the index of
// its next item.
type __judge_nested_frame struct {
	holder *NestedInteger
	next   int
}

// __judge_write_NestedInteger writes a NestedInteger as its JSON (`[123,[456,[789]]]`, no spaces;
// null for nil, as for the other node types), with a stack of the lists being written. A list that
// holds itself (one reached again inside itself, through the pointers of GetList's slices) cannot be
// written: the case's answer is then an error (see __judge_answer). Writing stops once the answer is
// past the output limit (it is too_large whatever follows).
func __judge_write_NestedInteger(b []byte, root *NestedInteger) []byte {
	if root == nil {
		return append(b, "null"...)
	}
	open := map[*NestedInteger]struct{}{} // the holders of the lists being written
	var path []__judge_nested_frame
	item := root
	for {
		switch {
		case item == nil:
			b = append(b, "null"...)
		case item.__judge_isInteger:
			b = __judge_strconv.AppendInt(b, int64(item.__judge_integer), 10)
		default:
			if _, inside := open[item]; inside {
				__judge_fault = "Found a cycle in the NestedInteger: a list that holds itself"
				return b
			}
			open[item] = struct{}{}
			b = append(b, '[')
			path = append(path, __judge_nested_frame{item, 0})
		}
		if len(b) > __judge_budget {
			return b
		}
		// The next item to write: the innermost unfinished list's, each finished one closed.
		for {
			if len(path) == 0 {
				return b
			}
			top := &path[len(path)-1]
			if top.next < len(top.holder.__judge_list) {
				if top.next > 0 {
					b = append(b, ',')
				}
				item = top.holder.__judge_list[top.next]
				top.next++
				break
			}
			b = append(b, ']')
			delete(open, top.holder)
			path = path[:len(path)-1]
		}
	}
}

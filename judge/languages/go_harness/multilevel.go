// LeetCode's Node of Flatten a Multilevel Doubly Linked List (430) for a Go submission, added to
// main.go by judge/languages/go.py when the signature has a MultilevelListNode, and only then:
// another problem's file may declare a type Node of its own. The type as LeetCode declares it (the
// user's file does not), its reader and its writer (docs/protocol.md, "LeetCode's other node
// classes"). Neither recurses. The text after the package clause is what is added.

package main

type Node struct {
	Val   int
	Prev  *Node
	Next  *Node
	Child *Node
}

// __judge_read_MultilevelListNode builds a multilevel list from LeetCode's serialization (nil when
// empty): each level's values ended by null, then one more null for each node before the one the
// next level hangs under in the level above ([1,2,null,3]: 3 is the child of 1). Read entry by
// entry: a run of values is a level, whose first node becomes the Child of the node the nulls
// before it counted. The judge checks the serialization it sends.
func __judge_read_MultilevelListNode(p *__judge_parser) *Node {
	var head, above, last *Node // above: the first node of the level above; last: nil between levels
	nulls := 0                  // the nulls since the last level ended, its closing one included
	p.list(func() {
		if p.peek() == 'n' {
			p.token()
			if last != nil {
				nulls = 0
			}
			nulls++
			last = nil
			return
		}
		node := &Node{Val: int(p.readInt()), Prev: last}
		switch {
		case last != nil:
			last.Next = node
		case head == nil:
			if nulls > 0 {
				__judge_die("a multilevel list from the judge starts with null")
			}
			head, above = node, node
		default:
			parent := above
			for step := 1; parent != nil && step < nulls; step++ {
				parent = parent.Next
			}
			if parent == nil {
				__judge_die("a multilevel list from the judge hangs a level under no node")
			}
			parent.Child = node
			above = node
		}
		last = node
	})
	return head
}

// __judge_write_MultilevelListNode writes the list walked along Next from its head as [[val, index
// in the walk of the node Prev points at (null for nil, -1 for a node not in the walk), Child's Val
// or null], ...]; the judge says which link is wrong, if one is. A list whose Next comes back to a
// node it passed is LeetCode's error (see __judge_answer). The walk stops once the answer is sure
// to be past the output limit.
func __judge_write_MultilevelListNode(b []byte, head *Node) []byte {
	index := map[*Node]int{}
	var nodes []*Node
	for node := head; node != nil; node = node.Next {
		if _, twice := index[node]; twice {
			__judge_fault = "Found cycle in the list"
			return b
		}
		index[node] = len(nodes)
		nodes = append(nodes, node)
		if 8*len(nodes) > __judge_budget { // each node takes 8 characters at least: too large
			for _, node := range nodes {
				b = append(__judge_strconv.AppendInt(append(b, '['), int64(node.Val), 10), ",null,null],"...)
			}
			return b
		}
	}
	b = append(b, '[')
	for i, node := range nodes {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(__judge_strconv.AppendInt(append(b, '['), int64(node.Val), 10), ',')
		if node.Prev == nil {
			b = append(b, "null"...)
		} else if at, found := index[node.Prev]; found {
			b = __judge_strconv.AppendInt(b, int64(at), 10)
		} else {
			b = append(b, "-1"...)
		}
		if node.Child == nil {
			b = append(b, ",null]"...)
		} else {
			b = append(__judge_strconv.AppendInt(append(b, ','), int64(node.Child.Val), 10), ']')
		}
		if len(b) > __judge_budget {
			return b
		}
	}
	return append(b, ']')
}

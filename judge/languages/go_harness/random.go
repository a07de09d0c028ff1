// LeetCode's Node of Copy List with Random Pointer (138) for a Go submission, added to main.go by
// judge/languages/go.py when the signature has a RandomListNode, and only then: another problem's
// file may declare a type Node of its own. The type as LeetCode declares it (the user's file does
// not), its reader and its writer (docs/protocol.md, "LeetCode's other node classes"). The text
// after the package clause is what is added.

package main

type Node struct {
	Val    int
	Next   *Node
	Random *Node
}

// The case's input nodes, as built: an answer that holds one of them is no copy. Each case's
// reader replaces them.
var __judge_random_originals []*Node

// __judge_read_RandomListNode builds a list from [[val, random index or null], ...] (nil when
// empty); the judge checks the indexes it sends.
func __judge_read_RandomListNode(p *__judge_parser) *Node {
	var vals, randoms []int
	p.list(func() {
		p.expect('[')
		vals = append(vals, int(p.readInt()))
		p.expect(',')
		random := -1
		if p.peek() == 'n' {
			p.token()
		} else {
			random = int(p.readInt())
		}
		randoms = append(randoms, random)
		p.expect(']')
	})
	nodes := make([]*Node, len(vals))
	for i, val := range vals {
		nodes[i] = &Node{Val: val}
	}
	for i, node := range nodes {
		if i+1 < len(nodes) {
			node.Next = nodes[i+1]
		}
		if randoms[i] >= 0 {
			if randoms[i] >= len(nodes) {
				__judge_die("a random pointer out of the list from the judge")
			}
			node.Random = nodes[randoms[i]]
		}
	}
	__judge_random_originals = nodes
	if len(nodes) == 0 {
		return nil
	}
	return nodes[0]
}

// __judge_write_RandomListNode writes the list from its head as [[val, index of the node random
// points at, or null], ...]. Its nodes must be new: one of the input's is LeetCode's error, as are
// a list whose next comes back to a node it passed and a random pointer out of the list (see
// __judge_answer). The walk stops once the answer is sure to be past the output limit.
func __judge_write_RandomListNode(b []byte, head *Node) []byte {
	index := map[*Node]int{}
	var nodes []*Node
	for node := head; node != nil; node = node.Next {
		if _, twice := index[node]; twice {
			__judge_fault = "Found cycle in the list"
			return b
		}
		index[node] = len(nodes)
		nodes = append(nodes, node)
		if 6*len(nodes) > __judge_budget { // each node takes 6 characters at least: too large
			for _, node := range nodes {
				b = append(__judge_strconv.AppendInt(append(b, '['), int64(node.Val), 10), ",null],"...)
			}
			return b
		}
	}
	first := -1 // the answer's first node that is one of the input's
	for _, original := range __judge_random_originals {
		if at, found := index[original]; found && (first < 0 || at < first) {
			first = at
		}
	}
	if first >= 0 {
		__judge_fault = "The answer holds a node of the input (val " +
			__judge_strconv.Itoa(nodes[first].Val) + "), not a copy of it"
		return b
	}
	b = append(b, '[')
	for i, node := range nodes {
		at := -1
		if node.Random != nil {
			found := false
			if at, found = index[node.Random]; !found {
				__judge_fault = "A random pointer leads to a node that is not in the list"
				return b
			}
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = __judge_strconv.AppendInt(append(b, '['), int64(node.Val), 10)
		if at < 0 {
			b = append(b, ",null]"...)
		} else {
			b = append(__judge_strconv.AppendInt(append(b, ','), int64(at), 10), ']')
		}
		if len(b) > __judge_budget {
			return b
		}
	}
	return append(b, ']')
}

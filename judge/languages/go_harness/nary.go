// LeetCode's N-ary tree node for a Go submission, added to main.go by judge/languages/go.py when
// the signature has a Node (a parameter, the result or a list of them), and only then: another
// problem's file (an LRU cache's) may declare a type Node of its own. The type as LeetCode declares
// it (the user's file does not), its reader and its writer. Neither recurses: a chain or a fan of
// 10^4 nodes is as easy as a balanced tree. The text after the package clause is what is added.

package main

type Node struct {
	Val      int
	Children []*Node
}

// __judge_read_Node builds an N-ary tree from LeetCode's serialization: the root, null, then each
// node's children in level order, each group ended by null (the judge checks what it sends). A
// leaf's children are an empty slice, not nil, as LeetCode's are.
func __judge_read_Node(p *__judge_parser) *Node {
	var nodes []*Node // in level order: the n-th group of children (after the n-th null) is the n-th node's
	groups := 0
	p.list(func() {
		if p.peek() == 'n' {
			p.token()
			groups++
			return
		}
		node := &Node{Val: int(p.readInt()), Children: []*Node{}}
		if len(nodes) > 0 {
			if groups == 0 || groups > len(nodes) {
				__judge_die("malformed N-ary tree from the judge (a child without a parent)")
			}
			parent := nodes[groups-1]
			parent.Children = append(parent.Children, node)
		}
		nodes = append(nodes, node)
	})
	if len(nodes) == 0 {
		return nil
	}
	return nodes[0]
}

// __judge_write_Node writes an N-ary tree as LeetCode serializes it, trailing nulls dropped ([]
// when empty); nil children are written as none. A tree that reaches a node twice (a cycle, or one
// subtree hung in two places) cannot be written: the case's answer is then an error (see
// __judge_answer). Writing stops once the answer is past the output limit (it is too_large
// whatever follows).
func __judge_write_Node(b []byte, root *Node) []byte {
	if root == nil {
		return append(b, '[', ']')
	}
	seen := map[*Node]struct{}{}
	queue := []*Node{root}
	b = append(b, '[')
	b = __judge_strconv.AppendInt(b, int64(root.Val), 10)
	kept := len(b) // the end of the last value written: the nulls after it are dropped
	b = append(b, ",null"...)
	for head := 0; head < len(queue); head++ {
		node := queue[head]
		if _, twice := seen[node]; twice {
			__judge_fault = "Found a cycle or a shared node in the Node tree"
			return b[:kept]
		}
		seen[node] = struct{}{}
		for _, child := range node.Children {
			if child == nil {
				continue
			}
			b = append(b, ',')
			b = __judge_strconv.AppendInt(b, int64(child.Val), 10)
			kept = len(b)
			queue = append(queue, child)
		}
		if kept > __judge_budget {
			return b[:kept]
		}
		b = append(b, ",null"...)
		queue[head] = nil // what was read is no longer needed
	}
	return append(b[:kept], ']')
}

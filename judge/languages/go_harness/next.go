// LeetCode's Node of Populating Next Right Pointers (116, 117) for a Go submission, added to
// main.go by judge/languages/go.py when the signature has a NextTreeNode, and only then: another
// problem's file may declare a type Node of its own. The type as LeetCode declares it (the user's
// file does not), its reader and its writer (docs/protocol.md, "LeetCode's other node classes").
// Neither recurses. The text after the package clause is what is added.

package main

type Node struct {
	Val   int
	Left  *Node
	Right *Node
	Next  *Node
}

// __judge_read_NextTreeNode builds a tree from LeetCode's level order (null for a missing child),
// every Next nil: each node present takes the next two entries as its children. The judge checks
// the order it sends.
func __judge_read_NextTreeNode(p *__judge_parser) *Node {
	var nodes []*Node // nil for a null entry
	p.list(func() {
		if p.peek() == 'n' {
			p.token()
			nodes = append(nodes, nil)
		} else {
			nodes = append(nodes, &Node{Val: int(p.readInt())})
		}
	})
	position := 1
	for _, node := range nodes {
		if position >= len(nodes) {
			break
		}
		if node == nil {
			continue
		}
		node.Left = nodes[position]
		position++
		if position < len(nodes) {
			node.Right = nodes[position]
			position++
		}
	}
	if len(nodes) == 0 {
		return nil
	}
	return nodes[0]
}

// __judge_write_NextTreeNode writes LeetCode's answer of 116 and 117: the tree level by level (the
// levels found by Left and Right), each level read from its first node along the Next pointers
// and ended by "#". A tree that reaches a node twice, or Next pointers that go round (more steps
// than the tree has nodes), cannot be written: the case's answer is then LeetCode's error (see
// __judge_answer). Writing stops once the answer is past the output limit.
func __judge_write_NextTreeNode(b []byte, root *Node) []byte {
	if root == nil {
		return append(b, '[', ']')
	}
	seen := map[*Node]struct{}{root: {}}
	var firsts []*Node
	for level := []*Node{root}; len(level) > 0; {
		firsts = append(firsts, level[0])
		var below []*Node
		for _, node := range level {
			for _, child := range [2]*Node{node.Left, node.Right} {
				if child == nil {
					continue
				}
				if _, twice := seen[child]; twice {
					__judge_fault = "Found a cycle or a shared node in the TreeNode"
					return b
				}
				seen[child] = struct{}{}
				below = append(below, child)
			}
		}
		level = below
	}
	b = append(b, '[')
	for _, first := range firsts {
		steps := 0
		for node := first; node != nil; node = node.Next {
			steps++
			if steps > len(seen) {
				__judge_fault = "Found a cycle in the next pointers"
				return b
			}
			b = append(__judge_strconv.AppendInt(b, int64(node.Val), 10), ',')
			if len(b) > __judge_budget {
				return b
			}
		}
		b = append(b, `"#",`...)
	}
	return append(b[:len(b)-1], ']')
}

// LeetCode's binary tree node for a Go submission, added to main.go by judge/languages/go.py when
// the signature has a TreeNode (a parameter, the result or a list of them): the type as LeetCode
// declares it (the user's file does not), its reader and its writer. Neither recurses: a skewed
// tree of 10^4 nodes is as easy as a balanced one. The text after the package clause is what is
// added.

package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

// __judge_read_TreeNode builds a tree from LeetCode's level order (null for a missing child):
// each node present takes the next two entries as its children. The judge checks the order it
// sends (the root is not null, no entry lacks a parent).
func __judge_read_TreeNode(p *__judge_parser) *TreeNode {
	var nodes []*TreeNode // nil for a null entry
	p.list(func() {
		if p.peek() == 'n' {
			p.token()
			nodes = append(nodes, nil)
		} else {
			nodes = append(nodes, &TreeNode{Val: int(p.readInt())})
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

// __judge_write_TreeNode writes a tree in level order, trailing nulls dropped ([] when empty). A
// tree that reaches a node twice (a cycle, or one subtree hung in two places) cannot be written:
// the case's answer is then an error (see __judge_answer). Writing stops once the answer is past
// the output limit (it is too_large whatever follows).
func __judge_write_TreeNode(b []byte, root *TreeNode) []byte {
	if root == nil {
		return append(b, '[', ']')
	}
	seen := map[*TreeNode]struct{}{}
	queue := []*TreeNode{root}
	b = append(b, '[')
	kept := len(b) // the end of the last value written: the nulls after it are dropped
	for head := 0; head < len(queue); head++ {
		node := queue[head]
		if head > 0 {
			b = append(b, ',')
		}
		if node == nil {
			b = append(b, "null"...)
			continue
		}
		if _, twice := seen[node]; twice {
			__judge_fault = "Found a cycle or a shared node in the TreeNode"
			return b[:kept]
		}
		seen[node] = struct{}{}
		b = __judge_strconv.AppendInt(b, int64(node.Val), 10)
		kept = len(b)
		if kept > __judge_budget {
			return b
		}
		queue = append(queue, node.Left, node.Right)
		queue[head] = nil // what was read is no longer needed
	}
	return append(b[:kept], ']')
}

// __judge_nodes_TreeNode is a tree's nodes in level order, missing children left out, as built
// (before a driver's links), for the links and a returned node's place (harness.go).
func __judge_nodes_TreeNode(root *TreeNode) []any {
	if root == nil {
		return nil
	}
	nodes := []any{root}
	for head := 0; head < len(nodes); head++ {
		node := nodes[head].(*TreeNode)
		if node.Left != nil {
			nodes = append(nodes, node.Left)
		}
		if node.Right != nil {
			nodes = append(nodes, node.Right)
		}
	}
	return nodes
}

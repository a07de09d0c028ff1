// LeetCode's singly linked list node for a Go submission, added to main.go by
// judge/languages/go.py when the signature has a ListNode (a parameter, the result or a list of
// them): the type as LeetCode declares it (the user's file does not), its reader and its writer.
// The text after the package clause is what is added.

package main

type ListNode struct {
	Val  int
	Next *ListNode
}

// __judge_read_ListNode builds a list from its values (nil when empty).
func __judge_read_ListNode(p *__judge_parser) *ListNode {
	var head, tail *ListNode
	p.list(func() {
		node := &ListNode{Val: int(p.readInt())}
		if tail == nil {
			head = node
		} else {
			tail.Next = node
		}
		tail = node
	})
	return head
}

// __judge_write_ListNode writes a list's values from its head. A list that comes back to a node it
// passed cannot be written: the case's answer is then an error (see __judge_answer). Writing stops
// once the answer is past the output limit (it is too_large whatever follows).
func __judge_write_ListNode(b []byte, head *ListNode) []byte {
	seen := map[*ListNode]struct{}{}
	b = append(b, '[')
	for node := head; node != nil; node = node.Next {
		if _, twice := seen[node]; twice {
			__judge_fault = "Found cycle in the ListNode"
			return b
		}
		seen[node] = struct{}{}
		if node != head {
			b = append(b, ',')
		}
		b = __judge_strconv.AppendInt(b, int64(node.Val), 10)
		if len(b) > __judge_budget {
			return b
		}
	}
	return append(b, ']')
}

// __judge_nodes_ListNode is a list's nodes from its head, as built (before a driver's links join
// them: the list has no cycle yet), for the links and a returned node's place (harness.go).
func __judge_nodes_ListNode(head *ListNode) []any {
	var nodes []any
	for node := head; node != nil; node = node.Next {
		nodes = append(nodes, node)
	}
	return nodes
}

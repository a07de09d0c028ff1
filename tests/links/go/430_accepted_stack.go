/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Prev *Node
 *     Next *Node
 *     Child *Node
 * }
 */

func flatten(root *Node) *Node {
	// Splice each child list in at its parent, keeping what followed the parent on a stack.
	var waiting []*Node
	for node := root; node != nil; node = node.Next {
		if node.Child != nil {
			if node.Next != nil {
				waiting = append(waiting, node.Next)
			}
			node.Next, node.Child.Prev, node.Child = node.Child, node, nil
		} else if node.Next == nil && len(waiting) > 0 {
			rest := waiting[len(waiting)-1]
			waiting = waiting[:len(waiting)-1]
			node.Next, rest.Prev = rest, node
		}
	}
	return root
}

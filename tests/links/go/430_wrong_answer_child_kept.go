func flatten(root *Node) *Node {
	// Splices the children in, but leaves each child pointer as it was.
	var waiting []*Node
	for node := root; node != nil; node = node.Next {
		if node.Child != nil && node.Next != node.Child {
			if node.Next != nil {
				waiting = append(waiting, node.Next)
			}
			node.Next, node.Child.Prev = node.Child, node
		} else if node.Next == nil && len(waiting) > 0 {
			rest := waiting[len(waiting)-1]
			waiting = waiting[:len(waiting)-1]
			node.Next, rest.Prev = rest, node
		}
	}
	return root
}

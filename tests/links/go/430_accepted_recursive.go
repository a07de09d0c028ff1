func flatten(root *Node) *Node {
	if root != nil {
		tailOf(root)
	}
	return root
}

// tailOf flattens the list from node and gives its last node.
func tailOf(node *Node) *Node {
	last := node
	for node != nil {
		after := node.Next
		if node.Child != nil {
			end := tailOf(node.Child)
			node.Next, node.Child.Prev, node.Child = node.Child, node, nil
			end.Next = after
			if after != nil {
				after.Prev = end
			}
			last = end
		} else {
			last = node
		}
		node = after
	}
	return last
}

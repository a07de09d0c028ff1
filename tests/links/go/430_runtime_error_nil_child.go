func flatten(root *Node) *Node {
	// Reads every node's child as if there were one: a nil pointer dereferenced.
	for node := root; node != nil; node = node.Next {
		if node.Child.Val < 0 {
			node.Child = nil
		}
	}
	return root
}

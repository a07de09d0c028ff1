func flatten(root *Node) *Node {
	// Puts every child list at the end of the list instead of after its parent.
	last := root
	for last != nil && last.Next != nil {
		last = last.Next
	}
	for node := root; node != nil; node = node.Next {
		if node.Child != nil {
			child := node.Child
			node.Child = nil
			last.Next, child.Prev = child, last
			for last.Next != nil {
				last = last.Next
			}
		}
	}
	return root
}

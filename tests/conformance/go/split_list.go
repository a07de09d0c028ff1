func splitListToParts(head *ListNode, k int) []*ListNode {
	length := 0
	for node := head; node != nil; node = node.Next {
		length++
	}
	size, extra := length/k, length%k
	parts := make([]*ListNode, k)
	node := head
	for i := 0; i < k && node != nil; i++ {
		parts[i] = node
		count := size
		if i < extra {
			count++
		}
		for j := 1; j < count; j++ {
			node = node.Next
		}
		next := node.Next
		node.Next = nil
		node = next
	}
	return parts
}

func closeLoop(head *ListNode, pos int) *ListNode {
	if pos < 0 {
		return head
	}
	var target, last *ListNode
	index := 0
	for node := head; node != nil; node = node.Next {
		if index == pos {
			target = node
		}
		last = node
		index++
	}
	last.Next = target
	return head
}

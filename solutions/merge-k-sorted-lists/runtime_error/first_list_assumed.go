// Merge k Sorted Lists (LeetCode 23), RUNTIME ERROR: the array is assumed to hold a list.
//
// The merge starts from lists[0] and folds the others into it in pairs. Bug: k may be 0, and
// indexing an empty slice panics: "index out of range [0] with length 0" on example 2,
// lists = []. `if len(lists) == 0 { return nil }` first.

func mergeKLists(lists []*ListNode) *ListNode {
	for width := 1; width < len(lists); width *= 2 {
		for i := 0; i+width < len(lists); i += 2 * width {
			lists[i] = mergeTwo(lists[i], lists[i+width])
		}
	}
	return lists[0]
}

func mergeTwo(a, b *ListNode) *ListNode {
	dummy := &ListNode{}
	tail := dummy
	for a != nil && b != nil {
		if a.Val <= b.Val {
			tail.Next, a = a, a.Next
		} else {
			tail.Next, b = b, b.Next
		}
		tail = tail.Next
	}
	if a != nil {
		tail.Next = a
	} else {
		tail.Next = b
	}
	return dummy.Next
}

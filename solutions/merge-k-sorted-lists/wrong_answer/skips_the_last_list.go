// Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: the loop over the lists stops one early.
//
// Merge the lists one at a time into the result, with `for i := 0; i < len(lists)-1; i++`, the
// bound of a loop over pairs of neighbours. Bug: the last list is never merged: example 1 answers
// [1,1,3,4,4,5] without 2 and 6, and a single list gives an empty answer. The loop must run
// i < len(lists).

func mergeKLists(lists []*ListNode) *ListNode {
	var merged *ListNode
	for i := 0; i < len(lists)-1; i++ {
		merged = mergeTwo(merged, lists[i])
	}
	return merged
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

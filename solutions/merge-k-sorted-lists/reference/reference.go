// Reference solution for LeetCode 23, "Merge k Sorted Lists", in Go.
//
// A k-way merge with container/heap over the lists' current heads, smallest value first. The
// smallest head is linked after the result's tail; its successor takes its place at the top (and
// sifts down with heap.Fix), or, when its list is done, it leaves the heap. Empty lists (nil)
// never enter; the given nodes are relinked, none copied.
//
// Cost: O(N log k) for N nodes in k lists; O(k) for the heap.

type heads []*ListNode

func (h heads) Len() int           { return len(h) }
func (h heads) Less(i, j int) bool { return h[i].Val < h[j].Val }
func (h heads) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *heads) Push(x any)        { *h = append(*h, x.(*ListNode)) }
func (h *heads) Pop() any {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

func mergeKLists(lists []*ListNode) *ListNode {
	h := heads{}
	for _, head := range lists {
		if head != nil {
			h = append(h, head)
		}
	}
	heap.Init(&h)
	dummy := &ListNode{}
	tail := dummy
	for h.Len() > 0 {
		node := h[0]
		tail.Next = node
		tail = node
		if node.Next != nil {
			h[0] = node.Next
			heap.Fix(&h, 0)
		} else {
			heap.Pop(&h)
		}
	}
	tail.Next = nil
	return dummy.Next
}

"""Reference solution for LeetCode 23, "Merge k Sorted Lists".

Idea: a k-way merge with a min-heap. The heap holds the current head of every list that still
has nodes, keyed by value (and by the list's index, so that two equal values never compare the
nodes themselves). Popping the smallest head appends that node to the result and pushes its
successor, so the result is built in order from the given nodes, none copied. Empty lists (None
in the array) never enter the heap.

Cost: O(N log k) for N nodes in k lists; O(k) for the heap.
"""

from heapq import heapify, heappop, heappush
from typing import List


class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        heap = [(head.val, index, head) for index, head in enumerate(lists) if head is not None]
        heapify(heap)
        dummy = ListNode()
        tail = dummy
        while heap:
            _, index, node = heappop(heap)
            tail.next = node
            tail = node
            if node.next is not None:
                heappush(heap, (node.next.val, index, node.next))
        tail.next = None
        return dummy.next

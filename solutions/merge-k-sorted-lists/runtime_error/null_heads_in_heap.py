"""Merge k Sorted Lists (LeetCode 23), RUNTIME ERROR: every head goes into the heap, empty or not.

Idea: a sound heap merge that starts with (head.val, index, head) for every list. Bug: an empty
list arrives as None, and None has no val: AttributeError: 'NoneType' object has no attribute
'val' on example 3, lists = [[]]. Only non-empty lists belong in the heap.
"""

from heapq import heapify, heappop, heappush
from typing import List


class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        heap = [(head.val, index, head) for index, head in enumerate(lists)]
        heapify(heap)
        dummy = tail = ListNode()
        while heap:
            _, index, node = heappop(heap)
            tail.next = tail = node
            if node.next:
                heappush(heap, (node.next.val, index, node.next))
        return dummy.next

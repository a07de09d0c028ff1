"""Merge k Sorted Lists (LeetCode 23), ACCEPTED: divide and conquer, recursively.

Idea: merge the first half of the lists, merge the second half, then merge the two results as
two sorted lists. Each node takes part in about log2(k) two-way merges. The recursion is only
log2(k) deep (14 levels for 10^4 lists), and the two-way merge is a loop.

Cost: O(N log k) for N nodes in k lists; O(log k) stack.
"""

from typing import List


class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        def two(a, b):
            dummy = tail = ListNode()
            while a and b:
                if a.val <= b.val:
                    tail.next, a = a, a.next
                else:
                    tail.next, b = b, b.next
                tail = tail.next
            tail.next = a or b
            return dummy.next

        def span(low, high):
            if low >= high:
                return None
            if high - low == 1:
                return lists[low]
            middle = (low + high) // 2
            return two(span(low, middle), span(middle, high))

        return span(0, len(lists))

"""Merge k Sorted Lists (LeetCode 23), WRONG ANSWER: a two-way merge drops what is left of a list.

Idea: merge the lists in pairs with a two-way merge that takes the smaller head while both lists
have nodes. Bug: when one list runs out, the other's remaining nodes are never linked after the
tail, so they are lost: example 1 answers [1,1,2,3,4,4] without 5 and 6. After the loop,
`tail.next = a or b` keeps the rest (it is sorted already).
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
            tail.next = None  # wrong: a or b may still hold nodes
            return dummy.next

        if not lists:
            return None
        while len(lists) > 1:
            lists = [two(lists[i], lists[i + 1]) if i + 1 < len(lists) else lists[i] for i in range(0, len(lists), 2)]
        return lists[0]

"""Merge k Sorted Lists (LeetCode 23), TIME LIMIT EXCEEDED: the lists merged one at a time.

Idea: keep one merged list and fold each list of the array into it with a two-way merge that
copies the nodes it takes (so the result shares no node with the input). It is correct, but the
i-th merge may walk, and copy, the whole result built so far: with 10^4 lists of one node each,
in ascending order, every new node goes to the end, and the merges take 1 + 2 + ... + 10^4,
about 5 * 10^7 node copies: over 10 s in Python, against a limit of 1 s. (Relinking the nodes
instead of copying them took 1.9 s here: too close to the limit for an example whose verdict must
hold on a faster machine.) Merging in pairs (or with a heap) makes each node take part in only
about log2(k) merges. The same loop in C++, relinking, is accepted (accepted/one_by_one.cpp).

Cost: O(k * N) for N nodes in k lists.
"""

from typing import List


class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        def two(a, b):
            dummy = tail = ListNode()
            while a and b:
                # Each node copied into a new one: the merged list never shares a caller's node.
                if a.val <= b.val:
                    tail.next, a = ListNode(a.val), a.next
                else:
                    tail.next, b = ListNode(b.val), b.next
                tail = tail.next
            tail.next = a or b
            return dummy.next

        merged = None
        for head in lists:
            merged = two(merged, head)
        return merged

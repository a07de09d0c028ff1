"""Merge k Sorted Lists (LeetCode 23), ACCEPTED: every value into one array, sorted, relinked.

Idea: ignore that the lists are sorted. Walk every list collecting its nodes, sort the nodes by
value, then link them in that order. Python's sort (Timsort) is fast on runs already in order,
and the nodes are reused, so nothing is allocated but the array.

Cost: O(N log N) for N nodes (less on sorted runs); O(N) for the array.
"""

from typing import List


class Solution:
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        nodes = []
        for head in lists:
            while head:
                nodes.append(head)
                head = head.next
        nodes.sort(key=lambda node: node.val)
        for index in range(len(nodes) - 1):
            nodes[index].next = nodes[index + 1]
        if not nodes:
            return None
        nodes[-1].next = None
        return nodes[0]

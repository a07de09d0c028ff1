class Solution:
    def splitListToParts(self, head: Optional[ListNode], k: int) -> List[Optional[ListNode]]:
        length, node = 0, head
        while node:
            length, node = length + 1, node.next
        size, extra = divmod(length, k)
        parts = []
        for part in range(k):
            parts.append(head)
            for _ in range(size + (part < extra) - 1):
                head = head.next
            if head:
                head.next, head = None, head.next
        return parts

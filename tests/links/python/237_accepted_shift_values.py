class Solution:
    def deleteNode(self, node: ListNode) -> None:
        # Moves every later value one node back, then drops the last node.
        while node.next.next:
            node.val = node.next.val
            node = node.next
        node.val = node.next.val
        node.next = None

class Solution:
    def closeLoop(self, head: Optional[ListNode], pos: int) -> Optional[ListNode]:
        nodes, node = [], head
        while node:
            nodes.append(node)
            node = node.next
        if pos >= 0:
            nodes[-1].next = nodes[pos]
        return head

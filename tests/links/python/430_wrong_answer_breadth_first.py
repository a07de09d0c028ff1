class Solution:
    def flatten(self, head: "Optional[Node]") -> "Optional[Node]":
        # Puts every child list at the end of the list instead of after its parent.
        node = last = head
        while last and last.next:
            last = last.next
        while node:
            if node.child:
                child, node.child = node.child, None
                last.next, child.prev = child, last
                while last.next:
                    last = last.next
            node = node.next
        return head

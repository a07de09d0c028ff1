class Solution:
    def flatten(self, head: "Optional[Node]") -> "Optional[Node]":
        def tail_of(node):
            # Flattens the list from node and gives its last node.
            last = node
            while node:
                after = node.next
                if node.child:
                    end = tail_of(node.child)
                    node.next, node.child.prev = node.child, node
                    node.child = None
                    end.next = after
                    if after:
                        after.prev = end
                    last = end
                else:
                    last = node
                node = after
            return last

        if head:
            tail_of(head)
        return head

class Solution:
    def flatten(self, head: "Optional[Node]") -> "Optional[Node]":
        # Splices the children in, but leaves each child pointer as it was.
        node, waiting = head, []
        while node:
            if node.child and node.next is not node.child:
                if node.next:
                    waiting.append(node.next)
                node.next, node.child.prev = node.child, node
            elif node.next is None and waiting:
                rest = waiting.pop()
                node.next, rest.prev = rest, node
            node = node.next
        return head

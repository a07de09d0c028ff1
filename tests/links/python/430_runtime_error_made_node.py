class Solution:
    def flatten(self, head: "Optional[Node]") -> "Optional[Node]":
        # LeetCode's Node takes all four fields: Node(val) is a TypeError there and here.
        dummy = Node(0)
        dummy.next = head
        return dummy.next

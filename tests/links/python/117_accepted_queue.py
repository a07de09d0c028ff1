class Solution:
    def connect(self, root: "Node") -> "Node":
        level = [root] if root else []
        while level:
            for left, right in zip(level, level[1:]):
                left.next = right
            level = [child for node in level for child in (node.left, node.right) if child]
        return root

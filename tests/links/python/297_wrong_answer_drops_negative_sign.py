class Codec:
    def serialize(self, root):
        if root is None:
            return "x"
        return f"({abs(root.val)} {self.serialize(root.left)} {self.serialize(root.right)})"

    def deserialize(self, data):
        tokens = data.replace("(", " ( ").replace(")", " ) ").split()
        position = 0

        def build():
            nonlocal position
            token = tokens[position]
            position += 1
            if token == "x":
                return None
            value = int(tokens[position])
            position += 1
            node = TreeNode(value, build(), build())
            position += 1  # the closing parenthesis
            return node

        return build()

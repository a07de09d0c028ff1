function serialize(root: TreeNode | null): string {
    if (root === null) return "x";
    return `(${Math.abs(root.val)} ${serialize(root.left)} ${serialize(root.right)})`;
}

function deserialize(data: string): TreeNode | null {
    const tokens = data.replace(/\(/g, " ( ").replace(/\)/g, " ) ").trim().split(/\s+/);
    let position = 0;
    const build = (): TreeNode | null => {
        const token = tokens[position++];
        if (token === "x") return null;
        const node = new TreeNode(Number(tokens[position++]));
        node.left = build();
        node.right = build();
        position++; // the closing parenthesis
        return node;
    };
    return build();
}

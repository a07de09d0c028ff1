function serialize(root: TreeNode | null): string {
    const parts: string[] = [];
    const stack: (TreeNode | null)[] = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (!node) {
            parts.push("N");
        } else {
            parts.push(`${node.val}`);
            stack.push(node.right, node.left);
        }
    }
    return parts.join(" ");
}

function deserialize(data: string): TreeNode | null {
    const tokens = data.split(" ");
    let i = 0;
    const build = (): TreeNode | null => {
        const token = tokens[i++];
        if (token === "N") return null;
        const node = new TreeNode(parseInt(token, 10));
        node.left = build();
        node.right = build();
        return node;
    };
    return build();
}

var serialize = function(root) {
    const parts = [];
    const stack = [root];
    while (stack.length) {
        const node = stack.pop();
        if (!node) {
            parts.push("N");
        } else {
            parts.push(node.val);
            stack.push(node.right, node.left);
        }
    }
    return parts.join(" ");
};

var deserialize = function(data) {
    const tokens = data.split(" ");
    let i = 0;
    const build = () => {
        const token = tokens[i++];
        if (token === "N") return null;
        const node = new TreeNode(parseInt(token));
        node.left = build();
        node.right = build();
        return node;
    };
    return build();
};

/**
 * @param {TreeNode} root
 * @param {TreeNode} p
 * @param {TreeNode} q
 * @return {TreeNode}
 */
var lowestCommonAncestor = function(root, p, q) {
    const parent = new Map([[root, null]]);
    const stack = [root];
    while (!parent.has(p) || !parent.has(q)) {
        const node = stack.pop();
        if (node.left) {
            parent.set(node.left, node);
            stack.push(node.left);
        }
        if (node.right) {
            parent.set(node.right, node);
            stack.push(node.right);
        }
    }
    const ancestors = new Set();
    for (let node = p; node; node = parent.get(node)) ancestors.add(node);
    let node = q;
    while (!ancestors.has(node)) node = parent.get(node);
    return node;
};

/**
 * Definition for a binary tree node.
 * function TreeNode(val) {
 *     this.val = val;
 *     this.left = this.right = null;
 * }
 */

/**
 * Encodes a tree to a single string.
 *
 * @param {TreeNode} root
 * @return {string}
 */
var serialize = function(root) {
    const out = [];
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        if (node === null) {
            out.push("#");
            continue;
        }
        out.push(node.val);
        queue.push(node.left, node.right);
    }
    return out.join(",");
};

/**
 * Decodes your encoded data to tree.
 *
 * @param {string} data
 * @return {TreeNode}
 */
var deserialize = function(data) {
    const items = data.split(",");
    if (items[0] === "#") return null;
    const root = new TreeNode(Number(items[0]));
    const queue = [root];
    let at = 1;
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        if (items[at] !== "#") {
            node.left = new TreeNode(Number(items[at]));
            queue.push(node.left);
        }
        at++;
        if (items[at] !== "#") {
            node.right = new TreeNode(Number(items[at]));
            queue.push(node.right);
        }
        at++;
    }
    return root;
};

/**
 * Your functions will be called as such:
 * deserialize(serialize(root));
 */

/**
 * Definition for a binary tree node.
 * class TreeNode {
 *     val: number
 *     left: TreeNode | null
 *     right: TreeNode | null
 *     constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
 *         this.val = (val===undefined ? 0 : val)
 *         this.left = (left===undefined ? null : left)
 *         this.right = (right===undefined ? null : right)
 *     }
 * }
 */

/*
 * Encodes a tree to a single string.
 */
function serialize(root: TreeNode | null): string {
    const out: string[] = [];
    const queue: (TreeNode | null)[] = [root];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        if (node === null) {
            out.push("#");
            continue;
        }
        out.push(String(node.val));
        queue.push(node.left, node.right);
    }
    return out.join(",");
};

/*
 * Decodes your encoded data to tree.
 */
function deserialize(data: string): TreeNode | null {
    const items = data.split(",");
    if (items[0] === "#") return null;
    const root = new TreeNode(Number(items[0]));
    const queue: TreeNode[] = [root];
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

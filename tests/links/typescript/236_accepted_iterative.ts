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

function lowestCommonAncestor(root: TreeNode | null, p: TreeNode | null, q: TreeNode | null): TreeNode | null {
    const parent = new Map<TreeNode, TreeNode | null>();
    parent.set(root, null);
    const queue: TreeNode[] = [root];
    for (let i = 0; i < queue.length && !(parent.has(p) && parent.has(q)); i++) {
        const node = queue[i];
        for (const child of [node.left, node.right]) {
            if (child) {
                parent.set(child, node);
                queue.push(child);
            }
        }
    }
    const seen = new Set<TreeNode>();
    for (let node = p; node; node = parent.get(node)) seen.add(node);
    let node = q;
    while (!seen.has(node)) node = parent.get(node);
    return node;
}

/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.left = (left===undefined ? null : left)
 *     this.right = (right===undefined ? null : right)
 * }
 */
class Walker {
    /**
     * @param {TreeNode} root
     */
    constructor(root) {
        this.stack = [];
        this.descend(root);
    }

    descend(node) {
        while (node) {
            this.stack.push(node);
            node = node.left;
        }
    }

    /**
     * @return {number}
     */
    next() {
        const node = this.stack.pop();
        this.descend(node.right);
        return node.val;
    }

    /**
     * @return {boolean}
     */
    hasNext() {
        return this.stack.length > 0;
    }
}

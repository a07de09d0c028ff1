/**
 * // Definition for a _Node.
 * function _Node(val, left, right, next) {
 *    this.val = val === undefined ? null : val;
 *    this.left = left === undefined ? null : left;
 *    this.right = right === undefined ? null : right;
 *    this.next = next === undefined ? null : next;
 * };
 */

/**
 * @param {_Node} root
 * @return {_Node}
 */
var connect = function(root) {
    let leftmost = root;
    while (leftmost && leftmost.left) {
        let node = leftmost;
        while (node) {
            node.left.next = node.right;
            if (node.next) node.right.next = node.next.left;
            node = node.next;
        }
        leftmost = leftmost.left;
    }
    return root;
};

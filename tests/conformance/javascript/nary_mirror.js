/**
 * // Definition for a _Node.
 * function _Node(val, children) {
 *    this.val = val;
 *    this.children = children;
 * };
 */

/**
 * @param {_Node|null} root
 * @return {_Node|null}
 */
var mirror = function(root) {
    const stack = root ? [root] : [];
    while (stack.length) {
        const node = stack.pop();
        node.children.reverse();
        stack.push(...node.children);
    }
    return root;
};

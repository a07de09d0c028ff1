/**
 * @param {TreeNode} root
 * @param {number} k
 * @return {number}
 */
var countAtLeast = function(root, k) {
    let count = 0;
    const stack = root ? [root] : [];
    while (stack.length) {
        const node = stack.pop();
        if (node.val >= k) count++;
        if (node.left) stack.push(node.left);
        if (node.right) stack.push(node.right);
    }
    return count;
};

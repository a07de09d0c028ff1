/**
 * @param {TreeNode} root
 * @return {TreeNode[]}
 */
var subtrees = function(root) {
    return root ? [root.left, root.right] : [];
};

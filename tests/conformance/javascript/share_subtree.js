/**
 * @param {TreeNode} root
 * @return {TreeNode}
 */
var shareSubtree = function(root) {
    if (root.left) root.right = root.left;
    return root;
};

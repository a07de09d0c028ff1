/**
 * @param {_Node} root
 * @return {_Node}
 */
var connect = function(root) {
    if (!root || !root.left) return root;
    root.left.next = root.right; // the cousins are never joined
    connect(root.left);
    connect(root.right);
    return root;
};

/**
 * @param {_Node} root
 * @return {_Node}
 */
var connect = function(root) {
    if (root && root.left) root.left.next = root.left; // a next that points at itself
    return root;
};

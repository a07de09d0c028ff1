/**
 * // Definition for a _Node.
 * function _Node(val, prev, next, child) {
 *    this.val = val;
 *    this.prev = prev;
 *    this.next = next;
 *    this.child = child;
 * };
 */
/**
 * @param {_Node} head
 * @return {_Node}
 */
var flatten = function(head) {
    // Splice each child list in at its parent; what followed the parent waits on a stack.
    const waiting = [];
    for (let node = head; node; node = node.next) {
        if (node.child) {
            if (node.next) waiting.push(node.next);
            node.next = node.child;
            node.child.prev = node;
            node.child = null;
        } else if (!node.next && waiting.length) {
            const rest = waiting.pop();
            node.next = rest;
            rest.prev = node;
        }
    }
    return head;
};

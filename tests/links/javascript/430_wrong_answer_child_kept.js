/**
 * @param {_Node} head
 * @return {_Node}
 */
var flatten = function(head) {
    // The child lists are spliced in, but every child pointer is left in place.
    const waiting = [];
    for (let node = head; node; node = node.next) {
        if (node.child && node.next !== node.child) {
            if (node.next) waiting.push(node.next);
            node.next = node.child;
            node.child.prev = node;
        } else if (!node.next && waiting.length) {
            const rest = waiting.pop();
            node.next = rest;
            rest.prev = node;
        }
    }
    return head;
};

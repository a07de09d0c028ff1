// Flattens the list from node on and gives back its last node.
function flattenFrom(node) {
    let last = node;
    while (node) {
        const after = node.next;
        if (node.child) {
            const end = flattenFrom(node.child);
            node.next = node.child;
            node.child.prev = node;
            node.child = null;
            end.next = after;
            if (after) after.prev = end;
            last = end;
        } else {
            last = node;
        }
        node = after;
    }
    return last;
}

/**
 * @param {_Node} head
 * @return {_Node}
 */
var flatten = function(head) {
    if (head) flattenFrom(head);
    return head;
};

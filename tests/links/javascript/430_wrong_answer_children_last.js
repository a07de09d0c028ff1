/**
 * @param {_Node} head
 * @return {_Node}
 */
var flatten = function(head) {
    // Each child list goes to the end of the whole list, not right after its parent.
    let tail = head;
    while (tail && tail.next) tail = tail.next;
    for (let node = head; node; node = node.next) {
        if (!node.child) continue;
        const child = node.child;
        node.child = null;
        tail.next = child;
        child.prev = tail;
        while (tail.next) tail = tail.next;
    }
    return head;
};

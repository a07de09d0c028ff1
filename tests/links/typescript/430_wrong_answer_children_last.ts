function flatten(head: _Node | null): _Node | null {
    // Each child list goes to the end of the whole list, not right after its parent.
    let tail = head;
    while (tail !== null && tail.next !== null) tail = tail.next;
    for (let node = head; node !== null; node = node.next) {
        const child = node.child;
        if (child === null || tail === null) continue;
        node.child = null;
        tail.next = child;
        child.prev = tail;
        while (tail.next !== null) tail = tail.next;
    }
    return head;
};

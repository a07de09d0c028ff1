function copyRandomList(head: _Node | null): _Node | null {
    if (head === null) return null;
    let p: _Node | null = head;
    while (p) {
        const copy = new _Node(p.val, p.next);
        p.next = copy;
        p = copy.next;
    }
    p = head;
    while (p) {
        if (p.random) p.next!.random = p.random.next;
        p = p.next!.next;
    }
    const newHead = head.next;
    p = head;
    while (p) {
        const copy = p.next!;
        p.next = copy.next;
        copy.next = copy.next ? copy.next.next : null;
        p = p.next;
    }
    return newHead;
};

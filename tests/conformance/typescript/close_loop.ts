function closeLoop(head: ListNode | null, pos: number): ListNode | null {
    const nodes: ListNode[] = [];
    for (let node = head; node; node = node.next) nodes.push(node);
    if (pos >= 0) nodes[nodes.length - 1].next = nodes[pos];
    return head;
};

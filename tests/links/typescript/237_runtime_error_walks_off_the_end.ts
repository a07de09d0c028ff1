function deleteNode(node: ListNode | null): void {
    // Walks off the end: the last node's next is null, which has no val.
    while (node !== null) {
        node.val = node.next.val;
        node = node.next;
    }
}

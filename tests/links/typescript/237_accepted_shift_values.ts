function deleteNode(node: ListNode | null): void {
    // Moves every later value one node back, then drops the last node.
    while (node.next.next !== null) {
        node.val = node.next.val;
        node = node.next;
    }
    node.val = node.next.val;
    node.next = null;
}

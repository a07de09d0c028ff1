function connect(root: _Node | null): _Node | null {
    let head = root;
    while (head) {
        const dummy = new _Node();
        let tail = dummy;
        for (let node: _Node | null = head; node; node = node.next) {
            if (node.left) {
                tail.next = node.left;
                tail = tail.next;
            }
            if (node.right) {
                tail.next = node.right;
                tail = tail.next;
            }
        }
        head = dummy.next;
    }
    return root;
};

function connect(root: _Node | null): _Node | null {
    if (root === null) return null;
    if (root.left && root.right) root.left.next = root.right; // siblings only
    connect(root.left);
    connect(root.right);
    return root;
};

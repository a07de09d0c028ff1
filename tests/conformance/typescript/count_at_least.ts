function countAtLeast(root: TreeNode | null, k: number): number {
    let count = 0;
    const stack: TreeNode[] = root ? [root] : [];
    while (stack.length) {
        const node = stack.pop()!;
        if (node.val >= k) count++;
        if (node.left) stack.push(node.left);
        if (node.right) stack.push(node.right);
    }
    return count;
};

function subtrees(root: TreeNode | null): Array<TreeNode | null> {
    return root ? [root.left, root.right] : [];
};

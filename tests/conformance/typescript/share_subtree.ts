function shareSubtree(root: TreeNode | null): TreeNode | null {
    if (root.left) root.right = root.left;
    return root;
};

func shareSubtree(root *TreeNode) *TreeNode {
	if root.Left != nil {
		root.Right = root.Left
	}
	return root
}

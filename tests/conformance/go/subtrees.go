func subtrees(root *TreeNode) []*TreeNode {
	if root == nil {
		return nil
	}
	return []*TreeNode{root.Left, root.Right}
}

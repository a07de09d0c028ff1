func countAtLeast(root *TreeNode, k int) int {
	count := 0
	stack := []*TreeNode{}
	if root != nil {
		stack = append(stack, root)
	}
	for len(stack) > 0 {
		node := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if node.Val >= k {
			count++
		}
		for _, child := range []*TreeNode{node.Left, node.Right} {
			if child != nil {
				stack = append(stack, child)
			}
		}
	}
	return count
}

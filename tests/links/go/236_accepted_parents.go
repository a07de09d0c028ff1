/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func lowestCommonAncestor(root, p, q *TreeNode) *TreeNode {
	parent := map[*TreeNode]*TreeNode{root: nil}
	stack := []*TreeNode{root}
	for len(stack) > 0 {
		node := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, child := range []*TreeNode{node.Left, node.Right} {
			if child != nil {
				parent[child] = node
				stack = append(stack, child)
			}
		}
	}
	ancestors := map[*TreeNode]bool{}
	for node := p; node != nil; node = parent[node] {
		ancestors[node] = true
	}
	for node := q; ; node = parent[node] {
		if ancestors[node] {
			return node
		}
	}
}

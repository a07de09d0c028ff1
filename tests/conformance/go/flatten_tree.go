/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
func flatten(root *TreeNode)  {
	for node := root; node != nil; node = node.Right {
		if node.Left != nil {
			last := node.Left
			for last.Right != nil {
				last = last.Right
			}
			last.Right = node.Right
			node.Right = node.Left
			node.Left = nil
		}
	}
}

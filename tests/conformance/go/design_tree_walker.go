/**
 * Definition for a binary tree node.
 * type TreeNode struct {
 *     Val int
 *     Left *TreeNode
 *     Right *TreeNode
 * }
 */
type Walker struct {
	stack []*TreeNode
}

func Constructor(root *TreeNode) Walker {
	walker := Walker{}
	walker.descend(root)
	return walker
}

func (this *Walker) descend(node *TreeNode) {
	for node != nil {
		this.stack = append(this.stack, node)
		node = node.Left
	}
}

func (this *Walker) Next() int {
	node := this.stack[len(this.stack)-1]
	this.stack = this.stack[:len(this.stack)-1]
	this.descend(node.Right)
	return node.Val
}

func (this *Walker) HasNext() bool {
	return len(this.stack) > 0
}

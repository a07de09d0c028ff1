/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Children []*Node
 * }
 */

func mirror(root *Node) *Node {
	stack := []*Node{}
	if root != nil {
		stack = append(stack, root)
	}
	for len(stack) > 0 {
		node := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for i, j := 0, len(node.Children)-1; i < j; i, j = i+1, j-1 {
			node.Children[i], node.Children[j] = node.Children[j], node.Children[i]
		}
		stack = append(stack, node.Children...)
	}
	return root
}

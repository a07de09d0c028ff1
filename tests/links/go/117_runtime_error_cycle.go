/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Left *Node
 *     Right *Node
 *     Next *Node
 * }
 */

func connect(root *Node) *Node {
	if root != nil && root.Left != nil {
		root.Left.Next = root.Left // a node whose next is itself
	}
	return root
}

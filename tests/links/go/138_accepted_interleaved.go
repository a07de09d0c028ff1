/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Next *Node
 *     Random *Node
 * }
 */

func copyRandomList(head *Node) *Node {
	if head == nil {
		return nil
	}
	// A -> A' -> B -> B' -> ...
	for node := head; node != nil; node = node.Next.Next {
		node.Next = &Node{Val: node.Val, Next: node.Next}
	}
	for node := head; node != nil; node = node.Next.Next {
		if node.Random != nil {
			node.Next.Random = node.Random.Next
		}
	}
	copyHead := head.Next
	for node := head; node != nil; node = node.Next {
		copied := node.Next
		node.Next = copied.Next // the original list as it was
		if copied.Next != nil {
			copied.Next = copied.Next.Next
		}
	}
	return copyHead
}

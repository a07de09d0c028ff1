/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Neighbors []*Node
 * }
 */

func cloneGraph(node *Node) *Node {
	visited := map[*Node]*Node{}
	var clone func(*Node) *Node
	clone = func(n *Node) *Node {
		if n == nil {
			return nil
		}
		if c, ok := visited[n]; ok {
			return c
		}
		c := &Node{Val: n.Val}
		visited[n] = c
		for _, neighbor := range n.Neighbors {
			c.Neighbors = append(c.Neighbors, clone(neighbor))
		}
		return c
	}
	return clone(node)
}

/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Neighbors []*Node
 * }
 */

func cloneGraph(node *Node) *Node {
	if node == nil {
		return nil
	}
	copies := map[*Node]*Node{node: {Val: node.Val}}
	queue := []*Node{node}
	for len(queue) > 0 {
		current := queue[0]
		queue = queue[1:]
		for _, neighbor := range current.Neighbors {
			if _, ok := copies[neighbor]; !ok {
				copies[neighbor] = &Node{Val: neighbor.Val}
				queue = append(queue, neighbor)
			}
			copies[current].Neighbors = append(copies[current].Neighbors, copies[neighbor])
		}
	}
	return copies[node]
}

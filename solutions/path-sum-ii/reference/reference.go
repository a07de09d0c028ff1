// Reference solution for LeetCode 113, "Path Sum II", in Go.
//
// Depth-first search with one shared path. Entering a node appends its value and takes it off
// what remains of the target; at a leaf (no child at all) that leaves 0, the path is copied into
// the answer (a copy: its backing array is reused by the next branches); leaving the node cuts
// the path back. No branch is cut early, since negative values can bring a sum back to the target.
//
// Cost: O(n) visits plus the copies of the answers; O(height) stack (Go's stacks grow as needed).

func pathSum(root *TreeNode, targetSum int) [][]int {
	result := [][]int{}
	var path []int
	var visit func(node *TreeNode, remain int)
	visit = func(node *TreeNode, remain int) {
		path = append(path, node.Val)
		remain -= node.Val
		if node.Left == nil && node.Right == nil {
			if remain == 0 {
				result = append(result, append([]int(nil), path...))
			}
		} else {
			if node.Left != nil {
				visit(node.Left, remain)
			}
			if node.Right != nil {
				visit(node.Right, remain)
			}
		}
		path = path[:len(path)-1]
	}
	if root != nil {
		visit(root, targetSum)
	}
	return result
}

// Path Sum II (LeetCode 113), WRONG ANSWER: an answer shares its backing array with the path.
//
// Each call passes `append(path, node.Val)` down and keeps it as is at a matching leaf. Bug: when
// the slice has spare capacity, append writes into the same backing array, so a later branch
// overwrites the numbers of an answer already kept: in example 1 both answers come out as
// [5,8,4,1], the last path searched, written over [5,4,11,2] and [5,8,4,5]. Copying the slice
// before keeping it (append([]int(nil), path...)) fixes it.

func pathSum(root *TreeNode, targetSum int) [][]int {
	result := [][]int{}
	var visit func(node *TreeNode, remain int, path []int)
	visit = func(node *TreeNode, remain int, path []int) {
		path = append(path, node.Val)
		remain -= node.Val
		if node.Left == nil && node.Right == nil {
			if remain == 0 {
				result = append(result, path)
			}
			return
		}
		if node.Left != nil {
			visit(node.Left, remain, path)
		}
		if node.Right != nil {
			visit(node.Right, remain, path)
		}
	}
	if root != nil {
		visit(root, targetSum, make([]int, 0, 16))
	}
	return result
}

// Reference solution for LeetCode 46, "Permutations", in Go.
//
// Backtracking with a "used" flag per position. A full path is copied into a new slice before
// it is appended: the path's backing array keeps changing, so appending path itself would make
// every answer share it.
//
// Cost: O(n * n!) time; O(n) space besides the output.

func permute(nums []int) [][]int {
	var result [][]int
	path := make([]int, 0, len(nums))
	used := make([]bool, len(nums))
	var extend func()
	extend = func() {
		if len(path) == len(nums) {
			result = append(result, append([]int(nil), path...))
			return
		}
		for i, num := range nums {
			if used[i] {
				continue
			}
			used[i] = true
			path = append(path, num)
			extend()
			path = path[:len(path)-1]
			used[i] = false
		}
	}
	extend()
	return result
}

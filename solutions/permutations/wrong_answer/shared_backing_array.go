// Permutations (LeetCode 46) in Go, WRONG ANSWER: appends the path slice itself to the result.
//
// Idea: backtracking with a "used" flag per number. Bug: `result = append(result, path)` stores a
// slice header that points at path's backing array, and the search keeps overwriting that array:
// at the end every answer holds the same numbers (the last permutation written). The path must be
// copied first: append([]int(nil), path...).

func permute(nums []int) [][]int {
	result := [][]int{}
	path := make([]int, 0, len(nums))
	used := make([]bool, len(nums))
	var extend func()
	extend = func() {
		if len(path) == len(nums) {
			result = append(result, path)
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

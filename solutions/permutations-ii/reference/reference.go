// Reference solution for LeetCode 47, "Permutations II", in Go.
//
// Backtracking over the sorted numbers with a "used" flag per position; nums[i] is skipped while
// the equal number just before it is unused, so equal numbers are placed left to right only and
// each distinct permutation is built once. A full path is copied before it is kept: its backing
// array is reused by the next branches.
//
// Cost: one leaf per distinct permutation, O(n) to build and copy each; O(n) space besides the output.

func permuteUnique(nums []int) [][]int {
	sort.Ints(nums)
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
			if used[i] || (i > 0 && num == nums[i-1] && !used[i-1]) {
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

// Reference solution for LeetCode 39, "Combination Sum", in Go.
//
// Backtracking over the sorted candidates with a start index: after taking candidates[i] the
// search continues from i, never from an earlier index, so each combination is built once, in
// ascending order; the loop stops at the first candidate larger than what remains. A finished
// path is copied before it is kept: its backing array is reused by the next branches.
//
// Cost: one step per partial combination within the target; O(target) space besides the output.

func combinationSum(candidates []int, target int) [][]int {
	sort.Ints(candidates)
	var result [][]int
	var path []int
	var search func(start, remain int)
	search = func(start, remain int) {
		if remain == 0 {
			result = append(result, append([]int(nil), path...))
			return
		}
		for i := start; i < len(candidates) && candidates[i] <= remain; i++ {
			path = append(path, candidates[i])
			search(i, remain-candidates[i])
			path = path[:len(path)-1]
		}
	}
	search(0, target)
	return result
}

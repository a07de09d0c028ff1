// Reference solution for LeetCode 40, "Combination Sum II", in Go.
//
// Backtracking over the sorted candidates with a start index: each entry is used at most once
// (recurse from i + 1), and at one depth only the first of equal candidates is tried, so no
// combination is built twice; the loop stops at the first candidate larger than what remains. A
// finished path is copied before it is kept: its backing array is reused by the next branches.
//
// Cost: one step per distinct partial combination within the target; O(target) space besides the output.

func combinationSum2(candidates []int, target int) [][]int {
	sort.Ints(candidates)
	result := [][]int{}
	var path []int
	var search func(start, remain int)
	search = func(start, remain int) {
		if remain == 0 {
			result = append(result, append([]int(nil), path...))
			return
		}
		for i := start; i < len(candidates) && candidates[i] <= remain; i++ {
			if i > start && candidates[i] == candidates[i-1] {
				continue
			}
			path = append(path, candidates[i])
			search(i+1, remain-candidates[i])
			path = path[:len(path)-1]
		}
	}
	search(0, target)
	return result
}

// Combination Sum (LeetCode 39) in Go, COMPILE ERROR: a variable is declared and never used.
//
// Idea: backtracking over the candidates from a start index, so each combination is found once,
// a candidate reused by not moving past it. Bug: a count of the combinations is kept from an
// earlier version, never read; Go refuses any unused local: "declared and not used: found".
func combinationSum(candidates []int, target int) [][]int {
	result := [][]int{}
	path := []int{}
	found := 0
	var search func(start, remain int)
	search = func(start, remain int) {
		if remain == 0 {
			result = append(result, append([]int(nil), path...))
			return
		}
		for i := start; i < len(candidates); i++ {
			if candidates[i] <= remain {
				path = append(path, candidates[i])
				search(i, remain-candidates[i])
				path = path[:len(path)-1]
			}
		}
	}
	search(0, target)
	return result
}

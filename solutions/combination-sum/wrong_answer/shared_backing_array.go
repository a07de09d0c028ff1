// Combination Sum (LeetCode 39) in Go, WRONG ANSWER: appends the path slice itself to the result.
//
// Idea: backtracking with a start index over the sorted candidates. Bug: `append(result, path)`
// keeps a slice that shares path's backing array, and later branches overwrite that array: a
// combination kept earlier ends up showing the numbers later paths wrote there. Example 2
// answers [[5,5,3,2],[5,5,3],[5,5]] instead of [[2,2,2,2],[2,3,3],[3,5]]. Copy first:
// append([]int(nil), path...).

func combinationSum(candidates []int, target int) [][]int {
	sort.Ints(candidates)
	result := [][]int{}
	var path []int
	var search func(start, remain int)
	search = func(start, remain int) {
		if remain == 0 {
			result = append(result, path)
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

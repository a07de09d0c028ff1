// Combination Sum II (LeetCode 40) in Go, WRONG ANSWER: steps over a number's copies before its branch, not after.
//
// Sorted, start index, each entry once. The loop moves i to the last copy of candidates[i]
// before taking it, where it should explore the first copy and skip the others afterwards. The
// branch then starts at the last copy, and the earlier copies are never reachable inside it: no
// combination holds a number twice. Example 1 loses [1,1,6]; example 2 loses [1,2,2].

func combinationSum2(candidates []int, target int) [][]int {
	sort.Ints(candidates)
	result := [][]int{}
	path := []int{}
	var search func(start, remain int)
	search = func(start, remain int) {
		if remain == 0 {
			result = append(result, append([]int(nil), path...))
			return
		}
		for i := start; i < len(candidates) && candidates[i] <= remain; i++ {
			for i+1 < len(candidates) && candidates[i+1] == candidates[i] {
				i++ // too early: the copies skipped here are the ones the branch needs
			}
			path = append(path, candidates[i])
			search(i+1, remain-candidates[i])
			path = path[:len(path)-1]
		}
	}
	search(0, target)
	return result
}

// Combination Sum II (LeetCode 40) in Go, ACCEPTED: after a number's branch, step over its copies.
//
// Sorted, start index, each entry once (recurse from i + 1). Instead of testing "i > start and
// equal to the one before", the loop takes candidates[i], explores, and then moves i past the
// other copies of the same number before the next choice at this depth: the copies were just
// reachable inside the branch of the first one, so skipping them here loses nothing.

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
			path = append(path, candidates[i])
			search(i+1, remain-candidates[i])
			path = path[:len(path)-1]
			for i+1 < len(candidates) && candidates[i+1] == candidates[i] {
				i++
			}
		}
	}
	search(0, target)
	return result
}

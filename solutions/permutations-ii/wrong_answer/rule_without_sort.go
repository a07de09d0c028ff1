// Permutations II (LeetCode 47) in Go, WRONG ANSWER: the right duplicate rule on an unsorted array.
//
// The rule "skip nums[i] when nums[i-1] is equal and unused" only sees repeats that sit next to
// each other, which sorting guarantees; here the array is used as given. In [1, 2, 1] the two 1s
// are apart, each starts its own branch, and [1,1,2], [1,2,1] and [2,1,1] all come out twice.
// Examples 1 and 2 happen to have their repeats adjacent and pass. sort.Ints(nums) first fixes it.

func permuteUnique(nums []int) [][]int {
	result := [][]int{}
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

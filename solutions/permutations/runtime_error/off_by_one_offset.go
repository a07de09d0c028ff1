// Permutations (LeetCode 46) in Go, RUNTIME ERROR: a "used" table by value, one slot too short.
//
// The numbers run from -10 to 10 and index the table shifted by 10, but it has 20 slots for 21
// values: the number 10 reads used[20] and panics with "index out of range [20] with length 20".

func permute(nums []int) [][]int {
	var used [20]bool
	result := [][]int{}
	path := []int{}
	var extend func()
	extend = func() {
		if len(path) == len(nums) {
			result = append(result, append([]int{}, path...))
			return
		}
		for _, num := range nums {
			if used[num+10] {
				continue
			}
			used[num+10] = true
			path = append(path, num)
			extend()
			path = path[:len(path)-1]
			used[num+10] = false
		}
	}
	extend()
	return result
}

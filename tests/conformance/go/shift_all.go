func shiftAll(nums []int, by int) []int {
	ans := make([]int, len(nums))
	for i, num := range nums {
		ans[i] = num + by
	}
	return ans
}

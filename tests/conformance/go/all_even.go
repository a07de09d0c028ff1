func allEven(nums []int) bool {
	for _, num := range nums {
		if num%2 != 0 {
			return false
		}
	}
	return true
}

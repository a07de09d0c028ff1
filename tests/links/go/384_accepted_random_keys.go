// Each element gets a random key; sorting by the keys gives every order alike.
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
	keys := make([]float64, len(this.nums))
	order := make([]int, len(this.nums))
	for i := range keys {
		keys[i], order[i] = rand.Float64(), i
	}
	sort.Slice(order, func(a, b int) bool { return keys[order[a]] < keys[order[b]] })
	shuffled := make([]int, len(order))
	for i, at := range order {
		shuffled[i] = this.nums[at]
	}
	return shuffled
}

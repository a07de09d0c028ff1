// Remove forgets to take the value out of the slice GetRandom draws from.
type RandomizedSet struct {
	members map[int]bool
	values  []int
}

func Constructor() RandomizedSet {
	return RandomizedSet{members: map[int]bool{}}
}

func (this *RandomizedSet) Insert(val int) bool {
	if this.members[val] {
		return false
	}
	this.members[val] = true
	this.values = append(this.values, val)
	return true
}

func (this *RandomizedSet) Remove(val int) bool {
	if !this.members[val] {
		return false
	}
	delete(this.members, val)
	return true
}

func (this *RandomizedSet) GetRandom() int {
	return this.values[rand.Intn(len(this.values))]
}

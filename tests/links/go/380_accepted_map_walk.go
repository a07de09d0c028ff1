// A map alone: getRandom walks to a random position of it. O(n), but every member as likely.
type RandomizedSet struct {
	members map[int]bool
}

func Constructor() RandomizedSet {
	return RandomizedSet{members: map[int]bool{}}
}

func (this *RandomizedSet) Insert(val int) bool {
	if this.members[val] {
		return false
	}
	this.members[val] = true
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
	k := rand.Intn(len(this.members))
	for val := range this.members {
		if k == 0 {
			return val
		}
		k--
	}
	return 0
}

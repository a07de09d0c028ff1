type RandomizedSet struct {
	values []int
	where  map[int]int
}

func Constructor() RandomizedSet {
	return RandomizedSet{where: map[int]int{}}
}

func (this *RandomizedSet) Insert(val int) bool {
	if _, ok := this.where[val]; ok {
		return false
	}
	this.where[val] = len(this.values)
	this.values = append(this.values, val)
	return true
}

func (this *RandomizedSet) Remove(val int) bool {
	at, ok := this.where[val]
	if !ok {
		return false
	}
	last := this.values[len(this.values)-1]
	this.values[at] = last
	this.where[last] = at
	this.values = this.values[:len(this.values)-1]
	delete(this.where, val)
	return true
}

func (this *RandomizedSet) GetRandom() int {
	return this.values[rand.Intn(len(this.values))]
}

/**
 * Your RandomizedSet object will be instantiated and called as such:
 * obj := Constructor();
 * param_1 := obj.Insert(val);
 * param_2 := obj.Remove(val);
 * param_3 := obj.GetRandom();
 */

// Remove moves the last value into the hole but forgets its new index: removing that value
// later writes at its old index, past the end of the shortened slice.
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
	this.values[at] = this.values[len(this.values)-1]
	this.values = this.values[:len(this.values)-1]
	delete(this.where, val)
	return true
}

func (this *RandomizedSet) GetRandom() int {
	return this.values[rand.Intn(len(this.values))]
}

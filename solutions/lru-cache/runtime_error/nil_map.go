// LRU Cache (LeetCode 146), RUNTIME ERROR: the map is never made.
//
// container/list in order of use and a map of elements, as accepted/container_list.go, but the
// constructor leaves the map nil. Reading a nil map is allowed (it holds nothing), so gets on an
// empty cache answer -1; the first put panics: "assignment to entry in nil map".

import "container/list"

type entry struct{ key, value int }

type LRUCache struct {
	capacity int
	order    *list.List
	elements map[int]*list.Element
}

func Constructor(capacity int) LRUCache {
	return LRUCache{capacity: capacity, order: list.New()}
}

func (this *LRUCache) Get(key int) int {
	element, ok := this.elements[key]
	if !ok {
		return -1
	}
	this.order.MoveToFront(element)
	return element.Value.(*entry).value
}

func (this *LRUCache) Put(key int, value int) {
	if element, ok := this.elements[key]; ok {
		element.Value.(*entry).value = value
		this.order.MoveToFront(element)
		return
	}
	if this.order.Len() == this.capacity {
		oldest := this.order.Back()
		this.order.Remove(oldest)
		delete(this.elements, oldest.Value.(*entry).key)
	}
	this.elements[key] = this.order.PushFront(&entry{key, value})
}

// LRU Cache (LeetCode 146), WRONG ANSWER: a put on a present key changes the value only.
//
// container/list in order of use, as accepted/container_list.go, but a put on a key the cache
// holds stores the new value and leaves the element where it was: the key keeps its old age and
// may be evicted before keys used after it. In a cache of two, put(1, 1), put(2, 2), put(1, 10),
// put(3, 3) must evict 2; this evicts 1.

import "container/list"

type entry struct{ key, value int }

type LRUCache struct {
	capacity int
	order    *list.List
	elements map[int]*list.Element
}

func Constructor(capacity int) LRUCache {
	return LRUCache{capacity: capacity, order: list.New(), elements: make(map[int]*list.Element)}
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
		return
	}
	if this.order.Len() == this.capacity {
		oldest := this.order.Back()
		this.order.Remove(oldest)
		delete(this.elements, oldest.Value.(*entry).key)
	}
	this.elements[key] = this.order.PushFront(&entry{key, value})
}

// LRU Cache (LeetCode 146), ACCEPTED: Go's container/list as the order of use.
//
// A doubly linked list from the standard library holds one element per key, the newest at the
// front, and a map gives each key's element. A use is MoveToFront; a new key in a full cache
// first removes the list's Back element and deletes its key.
//
// Cost: O(1) per call on average; O(capacity) space.

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

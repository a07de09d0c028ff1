// Reference solution for LeetCode 146, "LRU Cache", in Go.
//
// A map from each key to its node in a circular doubly linked list around one sentinel: the
// sentinel's next is the least recently used node, its prev the newest. A use unlinks the node
// and links it again just before the sentinel; a new key in a full cache first unlinks the
// sentinel's next and deletes its key from the map.
//
// Cost: O(1) per call on average; O(capacity) space.

type lruNode struct {
	key, value int
	prev, next *lruNode
}

type LRUCache struct {
	capacity int
	nodes    map[int]*lruNode
	sentinel *lruNode
}

func Constructor(capacity int) LRUCache {
	sentinel := &lruNode{}
	sentinel.prev, sentinel.next = sentinel, sentinel
	return LRUCache{capacity: capacity, nodes: make(map[int]*lruNode, capacity), sentinel: sentinel}
}

func (this *LRUCache) unlink(node *lruNode) {
	node.prev.next = node.next
	node.next.prev = node.prev
}

func (this *LRUCache) linkLast(node *lruNode) {
	last := this.sentinel.prev
	last.next, node.prev = node, last
	node.next, this.sentinel.prev = this.sentinel, node
}

func (this *LRUCache) Get(key int) int {
	node, ok := this.nodes[key]
	if !ok {
		return -1
	}
	this.unlink(node)
	this.linkLast(node)
	return node.value
}

func (this *LRUCache) Put(key int, value int) {
	if node, ok := this.nodes[key]; ok {
		node.value = value
		this.unlink(node)
		this.linkLast(node)
		return
	}
	if len(this.nodes) == this.capacity {
		oldest := this.sentinel.next
		this.unlink(oldest)
		delete(this.nodes, oldest.key)
	}
	node := &lruNode{key: key, value: value}
	this.nodes[key] = node
	this.linkLast(node)
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * obj := Constructor(capacity);
 * param_1 := obj.Get(key);
 * obj.Put(key,value);
 */

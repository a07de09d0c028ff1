/*
 * Reference solution for LeetCode 146, "LRU Cache", in JavaScript.
 *
 * Idea: a Map from each key to its node in a doubly linked list kept in order of use, between a
 * sentinel head (the oldest follows it) and a sentinel tail (the newest precedes it). A use
 * unlinks the node and links it again before the tail; a new key in a full cache first unlinks
 * the node after the head and deletes its key.
 *
 * Cost: O(1) per call on average; O(capacity) space.
 */

/**
 * @param {number} capacity
 */
var LRUCache = function(capacity) {
    this.capacity = capacity;
    this.nodes = new Map();
    this.head = { key: 0, value: 0, prev: null, next: null };
    this.tail = { key: 0, value: 0, prev: this.head, next: null };
    this.head.next = this.tail;
};

LRUCache.prototype.unlink = function(node) {
    node.prev.next = node.next;
    node.next.prev = node.prev;
};

LRUCache.prototype.linkLast = function(node) {
    const last = this.tail.prev;
    last.next = node;
    node.prev = last;
    node.next = this.tail;
    this.tail.prev = node;
};

/** 
 * @param {number} key
 * @return {number}
 */
LRUCache.prototype.get = function(key) {
    const node = this.nodes.get(key);
    if (node === undefined) return -1;
    this.unlink(node);
    this.linkLast(node);
    return node.value;
};

/** 
 * @param {number} key 
 * @param {number} value
 * @return {void}
 */
LRUCache.prototype.put = function(key, value) {
    let node = this.nodes.get(key);
    if (node !== undefined) {
        node.value = value;
        this.unlink(node);
        this.linkLast(node);
        return;
    }
    if (this.nodes.size === this.capacity) {
        const oldest = this.head.next;
        this.unlink(oldest);
        this.nodes.delete(oldest.key);
    }
    node = { key, value, prev: null, next: null };
    this.nodes.set(key, node);
    this.linkLast(node);
};

/** 
 * Your LRUCache object will be instantiated and called as such:
 * var obj = new LRUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */

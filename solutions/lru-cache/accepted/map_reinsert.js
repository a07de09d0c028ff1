/*
 * LRU Cache (LeetCode 146), ACCEPTED: a Map, whose keys keep their order of insertion.
 *
 * Idea: a JavaScript Map iterates its keys in the order they were first set, and a key deleted
 * and set again goes last. So every use deletes and sets the key, and the least recently used key
 * is the first the Map yields, keys().next().value. set on a present key would keep its place:
 * put deletes it first.
 *
 * Cost: O(1) amortized per call; O(capacity) space.
 */

/**
 * @param {number} capacity
 */
var LRUCache = function(capacity) {
    this.capacity = capacity;
    this.items = new Map();
};

/** 
 * @param {number} key
 * @return {number}
 */
LRUCache.prototype.get = function(key) {
    if (!this.items.has(key)) return -1;
    const value = this.items.get(key);
    this.items.delete(key);
    this.items.set(key, value);
    return value;
};

/** 
 * @param {number} key 
 * @param {number} value
 * @return {void}
 */
LRUCache.prototype.put = function(key, value) {
    if (this.items.has(key)) {
        this.items.delete(key);
    } else if (this.items.size === this.capacity) {
        this.items.delete(this.items.keys().next().value);
    }
    this.items.set(key, value);
};

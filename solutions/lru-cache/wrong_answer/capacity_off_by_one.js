/*
 * LRU Cache (LeetCode 146), WRONG ANSWER: the cache holds one key fewer than its capacity.
 *
 * Idea: a Map in order of use, as accepted/map_reinsert.js, but the eviction is checked after
 * the new key is stored, with >= where it takes >: a cache that has just become exactly full
 * evicts its oldest key at once. With capacity 1 it forgets every key as soon as it is put.
 *
 * Cost: O(1) amortized per call.
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
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size >= this.capacity) {
        this.items.delete(this.items.keys().next().value);
    }
};

// Reference solution for LeetCode 146, "LRU Cache", in Rust.
//
// The nodes live in a Vec, linked by index into a circular doubly linked list around slot 0, a
// sentinel: its next is the least recently used node, its prev the newest. A HashMap gives each
// held key's slot. A use unlinks the slot and links it again before the sentinel; a new key takes
// a new slot, or in a full cache reuses the oldest one after its key leaves the map. Indexes
// instead of pointers keep the borrow checker content without Rc<RefCell<...>>.
//
// Cost: O(1) per call on average; O(capacity) space.
use std::collections::HashMap;

struct LRUCache {
    capacity: usize,
    keys: Vec<i32>,
    values: Vec<i32>,
    prev: Vec<usize>,
    next: Vec<usize>,
    slot_of: HashMap<i32, usize>,
}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl LRUCache {
    fn new(capacity: i32) -> Self {
        let capacity = capacity as usize;
        let mut cache = LRUCache {
            capacity,
            keys: Vec::with_capacity(capacity + 1),
            values: Vec::with_capacity(capacity + 1),
            prev: Vec::with_capacity(capacity + 1),
            next: Vec::with_capacity(capacity + 1),
            slot_of: HashMap::with_capacity(2 * capacity),
        };
        cache.keys.push(0);
        cache.values.push(0);
        cache.prev.push(0);
        cache.next.push(0);
        cache
    }

    fn unlink(&mut self, slot: usize) {
        let (before, after) = (self.prev[slot], self.next[slot]);
        self.next[before] = after;
        self.prev[after] = before;
    }

    fn link_last(&mut self, slot: usize) {
        let last = self.prev[0];
        self.next[last] = slot;
        self.prev[slot] = last;
        self.next[slot] = 0;
        self.prev[0] = slot;
    }

    fn get(&mut self, key: i32) -> i32 {
        match self.slot_of.get(&key) {
            None => -1,
            Some(&slot) => {
                self.unlink(slot);
                self.link_last(slot);
                self.values[slot]
            }
        }
    }

    fn put(&mut self, key: i32, value: i32) {
        if let Some(&slot) = self.slot_of.get(&key) {
            self.values[slot] = value;
            self.unlink(slot);
            self.link_last(slot);
            return;
        }
        let slot = if self.slot_of.len() < self.capacity {
            self.keys.push(key);
            self.values.push(value);
            self.prev.push(0);
            self.next.push(0);
            self.keys.len() - 1
        } else {
            let oldest = self.next[0];
            self.unlink(oldest);
            self.slot_of.remove(&self.keys[oldest]);
            self.keys[oldest] = key;
            self.values[oldest] = value;
            oldest
        };
        self.slot_of.insert(key, slot);
        self.link_last(slot);
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * let obj = LRUCache::new(capacity);
 * let ret_1: i32 = obj.get(key);
 * obj.put(key, value);
 */

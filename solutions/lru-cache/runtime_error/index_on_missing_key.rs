// LRU Cache (LeetCode 146), RUNTIME ERROR: indexing the HashMap with a key it does not hold.
//
// The index-linked list of reference.rs, but get finds the slot with `self.slot_of[&key]`,
// meant for keys known to be there: HashMap's Index panics on a missing key, so the first get
// that misses ends the run.
//
// Cost: O(1) per call on average, until it panics.
use std::collections::HashMap;

struct LRUCache {
    capacity: usize,
    keys: Vec<i32>,
    values: Vec<i32>,
    prev: Vec<usize>,
    next: Vec<usize>,
    slot_of: HashMap<i32, usize>,
}

impl LRUCache {
    fn new(capacity: i32) -> Self {
        let capacity = capacity as usize;
        LRUCache {
            capacity,
            keys: vec![0],
            values: vec![0],
            prev: vec![0],
            next: vec![0],
            slot_of: HashMap::new(),
        }
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
        let slot = self.slot_of[&key]; // panics when key is not held
        self.unlink(slot);
        self.link_last(slot);
        self.values[slot]
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

// LRU Cache (LeetCode 146), ACCEPTED: a clock, each key's last use, and an ordered map of uses.
//
// Every use takes the next tick of a clock. A HashMap holds each key's value and the tick of its
// last use; a BTreeMap holds tick -> key for those ticks, so its first entry is the least
// recently used key. A use removes the key's old tick and inserts the new one; a new key in a
// full cache first removes the first entry and its key. O(log n) instead of O(1), which is far
// within the limit.
//
// Cost: O(log capacity) per call; O(capacity) space.
use std::collections::{BTreeMap, HashMap};

struct LRUCache {
    capacity: usize,
    clock: u64,
    entries: HashMap<i32, (i32, u64)>,
    by_tick: BTreeMap<u64, i32>,
}

impl LRUCache {
    fn new(capacity: i32) -> Self {
        LRUCache { capacity: capacity as usize, clock: 0, entries: HashMap::new(), by_tick: BTreeMap::new() }
    }

    fn touch(&mut self, key: i32, value: i32) {
        if let Some(&(_, tick)) = self.entries.get(&key) {
            self.by_tick.remove(&tick);
        }
        self.clock += 1;
        self.entries.insert(key, (value, self.clock));
        self.by_tick.insert(self.clock, key);
    }

    fn get(&mut self, key: i32) -> i32 {
        match self.entries.get(&key) {
            None => -1,
            Some(&(value, _)) => {
                self.touch(key, value);
                value
            }
        }
    }

    fn put(&mut self, key: i32, value: i32) {
        if !self.entries.contains_key(&key) && self.entries.len() == self.capacity {
            let (&tick, &oldest) = self.by_tick.iter().next().unwrap();
            self.by_tick.remove(&tick);
            self.entries.remove(&oldest);
        }
        self.touch(key, value);
    }
}

// LRU Cache (LeetCode 146), WRONG ANSWER: get keeps `&self` from the template and so cannot
// refresh the key it reads.
//
// A clock and each key's last use: a HashMap holds each key's value and tick, a BTreeMap holds
// tick -> key, whose first entry is the least recently used. put moves its key to a new tick;
// but get was left with LeetCode's `&self`, which cannot change anything, so it only reads. A key
// that is read but not written again ages as if unused: in the example, get(1) does not save 1
// from put(3, 3).
//
// Cost: O(log capacity) per put, O(1) per get on average.
use std::collections::{BTreeMap, HashMap};

struct LRUCache {
    capacity: usize,
    clock: u64,
    entries: HashMap<i32, (i32, u64)>,
    by_tick: BTreeMap<u64, i32>,
}

/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl LRUCache {
    fn new(capacity: i32) -> Self {
        LRUCache { capacity: capacity as usize, clock: 0, entries: HashMap::new(), by_tick: BTreeMap::new() }
    }

    fn get(&self, key: i32) -> i32 {
        self.entries.get(&key).map_or(-1, |&(value, _)| value)
    }

    fn put(&mut self, key: i32, value: i32) {
        if let Some(&(_, tick)) = self.entries.get(&key) {
            self.by_tick.remove(&tick);
        } else if self.entries.len() == self.capacity {
            let (&tick, &oldest) = self.by_tick.iter().next().unwrap();
            self.by_tick.remove(&tick);
            self.entries.remove(&oldest);
        }
        self.clock += 1;
        self.entries.insert(key, (value, self.clock));
        self.by_tick.insert(self.clock, key);
    }
}

use std::collections::HashSet;
use std::time::{SystemTime, UNIX_EPOCH};

// remove forgets to take the value out of the Vec get_random draws from.
struct RandomizedSet {
    members: HashSet<i32>,
    values: Vec<i32>,
    state: u64,
}

impl RandomizedSet {
    fn new() -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        RandomizedSet { members: HashSet::new(), values: Vec::new(), state: nanos | 1 }
    }

    fn insert(&mut self, val: i32) -> bool {
        if !self.members.insert(val) {
            return false;
        }
        self.values.push(val);
        true
    }

    fn remove(&mut self, val: i32) -> bool {
        self.members.remove(&val)
    }

    fn get_random(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.values[(self.state % self.values.len() as u64) as usize]
    }
}

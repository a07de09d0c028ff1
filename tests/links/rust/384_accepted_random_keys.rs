use std::cell::Cell;
use std::time::{SystemTime, UNIX_EPOCH};

// Each element gets a random 64-bit key; sorting by the keys gives every order alike.
struct Solution {
    nums: Vec<i32>,
    state: Cell<u64>,
}

impl Solution {
    fn new(nums: Vec<i32>) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { nums, state: Cell::new(nanos | 1) }
    }

    fn next(&self) -> u64 {
        let mut x = self.state.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.state.set(x);
        x
    }

    fn reset(&self) -> Vec<i32> {
        self.nums.clone()
    }

    fn shuffle(&self) -> Vec<i32> {
        let mut keyed: Vec<(u64, i32)> = self.nums.iter().map(|&v| (self.next(), v)).collect();
        keyed.sort_unstable_by_key(|&(key, _)| key);
        keyed.into_iter().map(|(_, v)| v).collect()
    }
}

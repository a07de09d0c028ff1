use std::time::{SystemTime, UNIX_EPOCH};

// Shuffles the Vec it was given in place, so reset gives the shuffled one.
struct Solution {
    nums: Vec<i32>,
    state: u64,
}

impl Solution {
    fn new(nums: Vec<i32>) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { nums, state: nanos | 1 }
    }

    fn reset(&self) -> Vec<i32> {
        self.nums.clone()
    }

    fn shuffle(&mut self) -> Vec<i32> {
        for i in (1..self.nums.len()).rev() {
            self.state ^= self.state << 13;
            self.state ^= self.state >> 7;
            self.state ^= self.state << 17;
            let j = (self.state % (i as u64 + 1)) as usize;
            self.nums.swap(i, j);
        }
        self.nums.clone()
    }
}

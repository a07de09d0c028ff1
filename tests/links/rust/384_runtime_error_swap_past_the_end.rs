use std::time::{SystemTime, UNIX_EPOCH};

// Fisher-Yates with j drawn from [0, i+1]: now and then it swaps with the slot past the end.
struct Solution {
    original: Vec<i32>,
    nums: Vec<i32>,
    state: u64,
}

impl Solution {
    fn new(nums: Vec<i32>) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { original: nums.clone(), nums, state: nanos | 1 }
    }

    fn reset(&self) -> Vec<i32> {
        self.original.clone()
    }

    fn shuffle(&mut self) -> Vec<i32> {
        for i in (1..self.nums.len()).rev() {
            self.state ^= self.state << 13;
            self.state ^= self.state >> 7;
            self.state ^= self.state << 17;
            let j = (self.state % (i as u64 + 2)) as usize;
            self.nums.swap(i, j);
        }
        self.nums.clone()
    }
}

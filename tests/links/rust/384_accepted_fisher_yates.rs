use std::time::{SystemTime, UNIX_EPOCH};

struct Solution {
    original: Vec<i32>,
    nums: Vec<i32>,
    state: u64,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Solution {

    fn new(nums: Vec<i32>) -> Self {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { original: nums.clone(), nums, state: nanos | 1 }
    }

    fn below(&mut self, n: usize) -> usize {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        (self.state % n as u64) as usize
    }

    fn reset(&mut self) -> Vec<i32> {
        self.nums.copy_from_slice(&self.original);
        self.nums.clone()
    }

    fn shuffle(&mut self) -> Vec<i32> {
        for i in (1..self.nums.len()).rev() {
            let j = self.below(i + 1);
            self.nums.swap(i, j);
        }
        self.nums.clone()
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * let obj = Solution::new(nums);
 * let ret_1: Vec<i32> = obj.reset();
 * let ret_2: Vec<i32> = obj.shuffle();
 */

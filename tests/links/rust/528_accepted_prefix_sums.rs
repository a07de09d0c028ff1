use std::time::{SystemTime, UNIX_EPOCH};

struct Solution {
    totals: Vec<i64>,
    state: u64,
}


/**
 * `&self` means the method takes an immutable reference.
 * If you need a mutable reference, change it to `&mut self` instead.
 */
impl Solution {

    fn new(w: Vec<i32>) -> Self {
        let totals = w
            .iter()
            .scan(0i64, |sum, &weight| {
                *sum += weight as i64;
                Some(*sum)
            })
            .collect();
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64;
        Solution { totals, state: nanos | 1 }
    }

    // The first index whose running total exceeds a draw in [0, total).
    fn pick_index(&mut self) -> i32 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        let target = (self.state % *self.totals.last().unwrap() as u64) as i64;
        self.totals.partition_point(|&total| total <= target) as i32
    }
}

/**
 * Your Solution object will be instantiated and called as such:
 * let obj = Solution::new(w);
 * let ret_1: i32 = obj.pick_index();
 */
